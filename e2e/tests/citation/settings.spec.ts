import { expect, test } from '@playwright/test'
import { animationsSettled } from '../../support/pageChecks.ts'
import { shellRendered } from '../../support/shellRendered.ts'
import { seriousAxeIssues } from './pageSteps.ts'
import {
  cog,
  countCitations,
  fontDialog,
  formPaneHeading,
  mostUsedTiles,
  openCitationHome,
  paneHeading,
  quickAccessButton,
  quickAccessDialog,
} from './settingsSteps.ts'

test.describe('citation settings', () => {
  test('quick access: choose formats in the modal, then page, search and open one from the dropdown', async ({
    page,
  }) => {
    await openCitationHome(page)
    await quickAccessButton(page).click()
    await expect(page.getByText('No formats chosen yet')).toBeVisible()
    await page.getByRole('button', { name: 'Choose formats' }).click()

    const dialog = quickAccessDialog(page)
    const all = dialog.getByRole('region', { name: 'All formats' })
    const chosen = dialog.getByRole('region', { name: /^Chosen formats/ })
    await expect(chosen.getByText('No formats chosen yet')).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    await all.getByRole('searchbox', { name: 'Search formats' }).fill('journal')
    await expect(all.getByText('2 formats found')).toBeVisible()
    await all.getByRole('checkbox', { name: 'Journal article', exact: true }).check()
    await all.getByRole('checkbox', { name: 'E-Journal article' }).check()
    await all.getByRole('searchbox', { name: 'Search formats' }).fill('')
    for (const name of ['Book', 'E-Book', 'Website/Webpage', 'Podcast', 'Print thesis', 'Maps']) {
      await all.getByRole('checkbox', { name, exact: true }).check()
    }
    await expect(chosen.getByRole('heading', { name: 'Chosen formats (8)' })).toBeVisible()
    await chosen.getByRole('button', { name: 'Remove Podcast' }).click()
    await expect(chosen.getByRole('button', { name: 'Remove Print thesis' })).toBeFocused()
    await expect(all.getByRole('checkbox', { name: 'Podcast' })).not.toBeChecked()
    await expect(chosen.getByRole('heading', { name: 'Chosen formats (7)' })).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()
    await expect(quickAccessButton(page)).toBeFocused()

    // The chosen formats survive a reload.
    await page.reload()
    // The page paints its first view before the script: the button works once the page has taken over.
    await shellRendered(page)
    await quickAccessButton(page).click()
    await expect(page.getByText('7 formats chosen, page 1 of 2')).toBeVisible()
    const list = page.getByRole('list', { name: 'Quick access formats' })
    await expect(list.getByRole('button')).toHaveText([
      'Journal article',
      'E-Journal article',
      'Book',
      'E-Book',
      'Website/Webpage',
    ])
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(list.getByRole('button')).toHaveText(['Print thesis', 'Maps'])
    await page.getByRole('combobox', { name: 'Sort quick access' }).selectOption('Name A–Z')
    await expect(list.getByRole('button')).toHaveText([
      'Book',
      'E-Book',
      'E-Journal article',
      'Journal article',
      'Maps',
    ])
    await page.getByRole('searchbox', { name: 'Search quick access' }).fill('thesis')
    await expect(list.getByRole('button')).toHaveText(['Print thesis'])
    await list.getByRole('button', { name: 'Print thesis' }).click()
    await expect(formPaneHeading(page)).toBeVisible()
  })

  test('font config: size and family saved with a toast, kept over a reload', async ({ page }) => {
    await openCitationHome(page)
    await cog(page).click()
    const dialog = fontDialog(page)
    const size = dialog.getByRole('spinbutton', { name: 'Font size (pt)' })
    const family = dialog.getByRole('combobox', { name: 'Font family' })
    await expect(size).toHaveValue('14')
    await expect(family).toHaveValue('Arial')
    expect(await seriousAxeIssues(page)).toEqual([])

    await size.fill('12')
    await family.selectOption('Georgia')
    await expect(dialog.getByText('Sample: Georgia, 12 pt')).toBeVisible()
    const sampleFont = await dialog
      .getByText(/^Nguyễn TM \(2018\)/)
      .evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(el).fontSize])
    expect(sampleFont).toEqual(['Georgia, serif', '16px'])
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    const toast = page.getByText('Update config style success')
    await expect(toast).toBeVisible()
    await expect(cog(page)).toBeFocused()
    // The toast shows for 3 s.
    await expect(toast).toBeHidden({ timeout: 6_000 })

    await page.reload()
    await shellRendered(page)
    await cog(page).click()
    await expect(size).toHaveValue('12')
    await expect(family).toHaveValue('Georgia')

    // Below 1 pt goes back to 14 pt on save.
    await size.fill('0')
    await expect(
      dialog.getByText('Sample: Georgia, 14 pt (sizes below 1 pt are saved as 14 pt)'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await cog(page).click()
    await expect(size).toHaveValue('14')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('format selection pane: All formats → a group → a format; the Most used grid follows real counts', async ({
    page,
  }) => {
    // Counted by the platform's cite service: Tables and diagrams becomes the most used format of this run.
    await countCitations(page, 38, 40)
    await openCitationHome(page)
    await page.getByRole('button', { name: '+ New citation' }).click()
    await expect(paneHeading(page)).toBeFocused()
    await expect(page.getByRole('button', { name: 'Back to citation listing' })).toBeVisible()

    const tiles = mostUsedTiles(page)
    await expect(tiles).toHaveCount(9)
    await expect(tiles.first()).toHaveAccessibleName('Tables and diagrams')
    await expect(tiles.nth(1)).toHaveAccessibleName('Book')
    // Three per row.
    await animationsSettled(page)
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => tiles.nth(i).boundingBox()))
    expect(new Set(boxes.slice(0, 3).map((box) => Math.round(box?.y ?? -1))).size).toBe(1)
    expect(boxes[3]?.y).toBeGreaterThan(boxes[0]?.y ?? 0)
    expect(await seriousAxeIssues(page)).toEqual([])

    const allFormats = page.getByRole('button', { name: 'All formats' })
    await allFormats.click()
    const menu = page.getByRole('menu', { name: 'All formats' })
    await expect(menu).toBeVisible()
    const reports = menu.getByRole('menuitem', { name: 'Reports/Datasets/standard' })
    await reports.click()
    await expect(reports).toHaveAttribute('aria-expanded', 'true')
    expect(await seriousAxeIssues(page)).toEqual([])
    await page
      .getByRole('menu', { name: 'Reports/Datasets/standard' })
      .getByRole('menuitem', { name: 'Dataset' })
      .click()
    await expect(formPaneHeading(page)).toBeVisible()

    // The keyboard way, and back to the listing.
    await openCitationHome(page)
    await page.getByRole('button', { name: '+ New citation' }).click()
    await allFormats.focus()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Book', exact: true })).toBeFocused()
    await page.keyboard.press('j')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('menuitem', { name: 'Journal article', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(allFormats).toBeFocused()
    await page.getByRole('button', { name: 'Back to citation listing' }).click()
    await expect(quickAccessButton(page)).toBeVisible()
    await page.getByRole('button', { name: '+ New citation' }).click()
    await tiles.first().click()
    await expect(formPaneHeading(page)).toBeVisible()
  })
})
