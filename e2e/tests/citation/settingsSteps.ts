import { expect, type Page } from '@playwright/test'
import { shellRendered } from '../../support/shellRendered.ts'

export const quickAccessButton = (page: Page) =>
  page.getByRole('button', { name: 'Quick access', exact: true })
export const quickAccessDialog = (page: Page) => page.getByRole('dialog', { name: 'Quick access' })
export const fontDialog = (page: Page) => page.getByRole('dialog', { name: 'Cite config style' })
export const cog = (page: Page) => page.getByRole('button', { name: 'Citation style settings' })
export const paneHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Create new citation' })
export const mostUsedTiles = (page: Page) =>
  page.getByRole('region', { name: 'Most used formats' }).getByRole('button')
/** The form pane's title: the form's own once it is merged, the skeleton's placeholder before. */
export const formPaneHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^(Create citation|Citation form)$/ })

/** The citation page's home, settled (the usage counts read, so "Most used" no longer moves). */
export async function openCitationHome(page: Page) {
  await page.goto('/citation')
  await shellRendered(page)
  await expect(quickAccessButton(page)).toBeVisible()
}

/** Counts `times` created citations of a format on the real cite service, through the gateway. */
export async function countCitations(page: Page, formatId: number, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await page.request.post(`/api/public/event/emit?event=citation-created-${formatId}`)
    expect(response.status()).toBe(204)
  }
}
