import { expect, type Page, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import { fakesUrl } from '../../support/run.ts'
import { formHeading, previewForms } from './formSteps.ts'
import { seriousAxeIssues } from './pageSteps.ts'
import { openCitationHome } from './settingsSteps.ts'

const box = (page: Page) => page.getByRole('textbox', { name: 'Cite a source' })

/** The one box on the citation home: paste, Enter, and the form of the right format opens filled. */
async function citeFromTheBox(page: Page, text: string) {
  await openCitationHome(page)
  await box(page).fill(text)
  await box(page).press('Enter')
  await expect(formHeading(page)).toBeVisible()
}

/**
 * The one box that cites anything (docs/product/citations.md#one-box) against the fakes: a DOI (Crossref), an ISBN
 * (Open Library) and a web address (the page reader), each ending in a filled form ready for Cite this!
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`the one box at ${viewport.width} px`, () => {
    test.use({ viewport, ...(viewport.width < 630 ? { hasTouch: true } : {}) })

    test('a DOI opens the journal article form, filled, its preview showing', async ({ page }) => {
      await citeFromTheBox(page, 'https://doi.org/10.1080/09544828.2021.1928024')
      await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('7')
      await expect(previewForms(page).nth(0)).toHaveText(
        "Fiorineschi L and Rotini F (2021) 'Novelty metrics in engineering design', Journal of Engineering Design, 32(11):590-620, doi:10.1080/09544828.2021.1928024.",
      )
      await expect(page.getByText(/^Filled in from “Novelty metrics in engineering design”/)).toBeVisible()
      expect(await fitsWidth(page)).toBe(true)
      expect(await seriousAxeIssues(page)).toEqual([])
    })

    test('an ISBN with hyphens opens the book form with every field filled, ready to cite', async ({
      page,
    }) => {
      await citeFromTheBox(page, '978-1-352-00309-3')
      await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('1')
      await expect(page.getByRole('textbox', { name: 'Place of publication' })).toHaveValue('Basingstoke')
      await expect(previewForms(page).nth(0)).toHaveText(
        'Day T (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.',
      )
      await page.getByRole('button', { name: 'Cite this!' }).click()
      await expect(
        page.getByRole('button', {
          name: 'Edit: Day T (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.',
        }),
      ).toBeVisible()
    })

    test('a web address opens the format its page is, filled and dated today', async ({ page }) => {
      await citeFromTheBox(page, `${fakesUrl}/pages/news-article.html`)
      await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('10')
      await expect(previewForms(page).nth(0)).toContainText(
        "Phạm L and Nguyen D (14 September 2023) 'Students turn to AI tools for reading, not writing, survey finds', Mekong Herald",
      )
    })
  })
}

test('a mistyped ISBN says so at once and offers to fill the book in by hand', async ({ page }) => {
  await openCitationHome(page)
  await box(page).fill('978-1-352-00309-4')
  await box(page).press('Enter')
  await expect(page.getByText(/That ISBN doesn't add up/).last()).toBeVisible()
  await expect(box(page)).toBeFocused()
  expect(await seriousAxeIssues(page)).toEqual([])
  await page.getByRole('button', { name: 'Fill it in yourself' }).click()
  await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('1')
})
