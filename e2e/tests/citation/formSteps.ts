import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { repoRoot } from '../../support/run.ts'
import { openCitationHome } from './settingsSteps.ts'

/** A reference of the Easy Cite guide, as citation-core's fixture keeps it (`*italics*` in Markdown). */
export function guideReference(id: string): string {
  const file = path.join(repoRoot, 'packages/citation-core/test/fixtures/guide-examples.json')
  const { entries } = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: { id: string; reference: string }[]
  }
  const entry = entries.find((candidate) => candidate.id === id)
  if (!entry) throw new Error(`No guide example ${id}`)
  return entry.reference
}

/** The guide's Markdown italics as the preview's HTML. */
export const asHtml = (reference: string) => reference.replace(/\*([^*]+)\*/g, '<i>$1</i>')

/**
 * The listing row's reference (a button "Edit: …") that reads exactly `reference` (the guide's Markdown), whole:
 * `await expectListed(page, reference)` checks its text and its italics.
 */
export async function expectListed(page: Page, reference: string) {
  const button = page.getByRole('button', { name: `Edit: ${reference.replaceAll('*', '')}`, exact: true })
  await expect(button).toBeVisible()
  // The button holds a hidden "Edit:" and the engine's HTML.
  expect(await button.locator(':scope > span').nth(1).innerHTML()).toBe(asHtml(reference))
  return button
}

export const formHeading = (page: Page, name = 'Create citation') =>
  page.getByRole('heading', { level: 1, name })
export const preview = (page: Page) => page.getByRole('region', { name: 'Preview' })
/** The reference, in-text and narrative forms of the preview, in that order. */
export const previewForms = (page: Page) => preview(page).getByRole('definition')
export const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Auto-cite' })

/** From the listing: "+ New citation", then All formats → group → format. */
export async function openNewForm(page: Page, group: string, format: string) {
  await openCitationHome(page)
  await page.getByRole('button', { name: '+ New citation' }).click()
  await page.getByRole('button', { name: 'All formats' }).click()
  const menu = page.getByRole('menu', { name: 'All formats' })
  await menu.getByRole('menuitem', { name: group, exact: true }).click()
  await page.getByRole('menu', { name: group }).getByRole('menuitem', { name: format, exact: true }).click()
  await expect(formHeading(page)).toBeVisible()
}

/** Types one name row of a name group ("Author"): the row's inputs are "First"… or "Author 2 First"… */
export async function fillName(group: Locator, row: number, first: string, last: string, middle = '') {
  const prefix = row > 1 || (await group.getByRole('textbox', { name: 'Author 1 First' }).count()) > 0
  const name = (part: string) => (prefix ? `Author ${row} ${part}` : part)
  await group.getByRole('textbox', { name: name('First'), exact: true }).fill(first)
  await group.getByRole('textbox', { name: name('Last'), exact: true }).fill(last)
  if (middle) await group.getByRole('textbox', { name: name('Middle'), exact: true }).fill(middle)
}

/** Runs an auto-cite search and waits for what it shows. */
export async function autoCite(page: Page, text: string) {
  await searchBox(page).fill(text)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}

export const detailHeading = (page: Page) =>
  page.getByRole('heading', { name: "Here's what we could find for this source:" })
export const resultsHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Select the search result that best matches your source' })

/** Today as the form writes it (`7 March 2026`), in the browser's own time zone. */
export const todayText = (page: Page) =>
  page.evaluate(() =>
    new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
  )
