import { expect, test } from '@playwright/test'
import { animationsSettled, fitsWidth } from '../../support/pageChecks.ts'
import { seriousAxeIssues } from './pageSteps.ts'
import {
  cog,
  fontDialog,
  formPaneHeading,
  mostUsedTiles,
  openCitationHome,
  paneHeading,
  quickAccessButton,
  quickAccessDialog,
} from './settingsSteps.ts'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

test.describe('citation settings at 375 px', () => {
  test('the format selection pane: one format per row, the menu fits', async ({ page }) => {
    await openCitationHome(page)
    await page.getByRole('button', { name: '+ New citation' }).tap()
    await expect(paneHeading(page)).toBeVisible()
    const tiles = mostUsedTiles(page)
    await expect(tiles).toHaveCount(9)
    await animationsSettled(page)
    const [first, second] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()])
    expect(Math.round(first?.x ?? -1)).toBe(Math.round(second?.x ?? -2))
    expect(second?.y).toBeGreaterThan(first?.y ?? 0)
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    await page.getByRole('button', { name: 'All formats' }).tap()
    await page.getByRole('menuitem', { name: 'Conference Papers' }).tap()
    const paper = page.getByRole('menuitem', { name: 'Published conference paper from a Library database' })
    await expect(paper).toBeInViewport()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])
    await paper.tap()
    await expect(formPaneHeading(page)).toBeVisible()
  })

  test('the quick access dropdown and modal fit the width', async ({ page }) => {
    await openCitationHome(page)
    await quickAccessButton(page).tap()
    await page.getByRole('button', { name: 'Choose formats' }).tap()
    const dialog = quickAccessDialog(page)
    const all = dialog.getByRole('region', { name: 'All formats' })
    for (const name of ['Book', 'E-Book', 'Journal article', 'Maps', 'Radio', 'Standard']) {
      await all.getByRole('checkbox', { name, exact: true }).check()
    }
    const box = await dialog.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(375)
    expect(await seriousAxeIssues(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Done' }).tap()

    await quickAccessButton(page).tap()
    const list = page.getByRole('list', { name: 'Quick access formats' })
    await expect(list.getByRole('button')).toHaveCount(5)
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('button', { name: 'Page 2' }).tap()
    await expect(list.getByRole('button')).toHaveText(['Standard'])
  })

  test('the cite config style modal fits the width', async ({ page }) => {
    await openCitationHome(page)
    await cog(page).tap()
    const dialog = fontDialog(page)
    await expect(dialog.getByRole('spinbutton', { name: 'Font size (pt)' })).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(375)
    expect(await seriousAxeIssues(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Save' }).tap()
    await expect(page.getByText('Update config style success')).toBeVisible()
  })
})
