import { expect, type Page, test } from '@playwright/test'
import { animationsSettled, fitsWidth } from '../../support/pageChecks.ts'
import { fakesUrl } from '../../support/run.ts'
import {
  asHtml,
  autoCite,
  detailHeading,
  expectListed,
  fillName,
  formHeading,
  guideReference,
  openNewForm,
  previewForms,
  resultsHeading,
  searchBox,
  todayText,
} from './formSteps.ts'
import { seriousAxeIssues } from './pageSteps.ts'

test.describe('the citation form', () => {
  test('creates a book by hand with the exact RMIT reference, then edits it', async ({ page }) => {
    await openNewForm(page, 'Book', 'Book')
    expect(await seriousAxeIssues(page)).toEqual([])

    const author = page.getByRole('group', { name: 'Author', exact: true })
    await fillName(author, 1, 'Alice', 'Hill', 'C')
    await author.getByRole('button', { name: 'Add author' }).click()
    await expect(author.getByRole('textbox', { name: 'Author 2 First' })).toBeFocused()
    await fillName(author, 2, 'Leonardo', 'Martinez-Diaz')
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2020')
    await page
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Building a resilient tomorrow: how to prepare for the coming climate disruption')
    await page.getByRole('textbox', { name: 'Publisher' }).fill('Oxford University Press')
    await page.getByRole('textbox', { name: 'Place of publication' }).fill('New York')

    // rmit-034, character for character, italics included.
    const reference = guideReference('rmit-034')
    const forms = previewForms(page)
    expect(await forms.nth(0).innerHTML()).toBe(asHtml(reference))
    expect(await forms.nth(0).textContent()).toBe(reference.replaceAll('*', ''))
    await expect(forms.nth(1)).toHaveText('(Hill and Martinez-Diaz 2020)')
    await expect(forms.nth(2)).toHaveText('Hill and Martinez-Diaz (2020)')
    expect(await seriousAxeIssues(page)).toEqual([])

    await page.getByRole('button', { name: 'Cite this!' }).click()
    // The listing row reads rmit-034 whole, as the preview did.
    const row = await expectListed(page, reference)

    // Editing: pre-filled, "Save!", the reference replaced in the listing.
    await row.click()
    await expect(formHeading(page, 'Edit citation')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Author 2 Last' })).toHaveValue('Martinez-Diaz')
    await page.getByRole('textbox', { name: 'Edition' }).fill('2')
    await expect(previewForms(page).nth(0)).toContainText('climate disruption, 2nd edn, Oxford')
    await page.getByRole('button', { name: 'Save!' }).click()
    await expectListed(page, reference.replace('*, Oxford', '*, 2nd edn, Oxford'))
    await expect(page.getByRole('button', { name: /^Edit: Hill AC/ })).toHaveCount(1)
  })

  test('stops a save with missing fields, hints under them and focuses the first', async ({ page }) => {
    await openNewForm(page, 'Journals', 'Journal article')
    await page.getByRole('textbox', { name: 'Article title' }).fill('Novelty metrics in engineering design')
    await page.getByRole('button', { name: 'Cite this!' }).click()
    await expect(formHeading(page)).toBeVisible()
    const author = page.getByRole('group', { name: 'Author', exact: true })
    await expect(author.getByRole('textbox', { name: 'First' })).toBeFocused()
    await expect(page.getByText('Author is required')).toBeVisible()
    await expect(page.getByText('Year is required')).toBeVisible()
    await expect(page.getByText('Journal name is required')).toBeVisible()
    const year = page.getByRole('textbox', { name: 'Year', exact: true })
    await expect(year).toHaveAttribute('aria-invalid', 'true')
    await expect(year).toHaveAccessibleDescription(/Year is required/)
    expect(await seriousAxeIssues(page)).toEqual([])
    await year.fill('2021')
    await expect(page.getByText('Year is required')).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'Article title' })).toHaveValue(
      'Novelty metrics in engineering design',
    )
  })

  test('prints a translator, and keeps it with a note when the format will not print it', async ({
    page,
  }) => {
    // docs/product/citation-rules-beyond-the-guide.md
    await openNewForm(page, 'Book', 'Book')
    await fillName(page.getByRole('group', { name: 'Author', exact: true }), 1, 'Leo', 'Tolstoy')
    await fillName(page.getByRole('group', { name: 'Translator', exact: true }), 1, 'Constance', 'Garnett')
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('1978')
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Anna Karenina')
    await page.getByRole('textbox', { name: 'Publisher' }).fill('Pan Books')
    await page.getByRole('textbox', { name: 'Place of publication' }).fill('London')
    await expect(previewForms(page).nth(0)).toHaveText(
      'Tolstoy L (1978) Anna Karenina, Garnett C (trans), Pan Books, London.',
    )

    await page.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Website/Webpage' })
    const kept = page.getByRole('group', { name: 'Kept from the format you had before' })
    const last = kept
      .getByRole('group', { name: 'Translator', exact: true })
      .getByRole('textbox', { name: 'Last', exact: true })
    await expect(last).toHaveValue('Garnett')
    await expect(last).toHaveAccessibleDescription(
      /This format does not print the translator; choose Book, E-Book or Book Chapter, or leave it empty\./,
    )
    await expect(previewForms(page).nth(0)).not.toContainText('Garnett')
    expect(await seriousAxeIssues(page)).toEqual([])
  })

  test('creates one citation by DOI and one by URL against the fakes', async ({ page }) => {
    await openNewForm(page, 'Book', 'Book')
    await autoCite(page, 'doi:10.1080/09544828.2021.1928024')
    await expect(detailHeading(page)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Found: Novelty metrics' })).toBeAttached()
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('7')
    await expect(previewForms(page).nth(0)).toHaveText(
      "Fiorineschi L and Rotini F (2021) 'Novelty metrics in engineering design', Journal of Engineering Design, 32(11):590-620, doi:10.1080/09544828.2021.1928024.",
    )
    await page.getByRole('button', { name: 'Cite this!' }).click()
    await expect(
      page.getByRole('button', { name: /^Edit: Fiorineschi L and Rotini F \(2021\)/ }),
    ).toBeVisible()

    await openNewForm(page, 'Website and webpage documents', 'Website/Webpage')
    await autoCite(page, `${fakesUrl}/pages/news-article.html`)
    await expect(detailHeading(page)).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('10')
    const today = await todayText(page)
    await expect(previewForms(page).nth(0)).toContainText(
      "'Students turn to AI tools for reading, not writing, survey finds', Mekong Herald",
    )
    await expect(previewForms(page).nth(0)).toContainText(`accessed ${today}`)
    await page.getByRole('button', { name: 'Cite this!' }).click()
    await expect(page.getByRole('button', { name: /^Edit: .*Students turn to AI tools/ })).toBeVisible()
  })

  test('searches titles: results, the detail card with its warning, and failures', async ({ page }) => {
    await openNewForm(page, 'Journals', 'Journal article')
    await autoCite(page, 'ab')
    await expect(page.getByText('Enter a URL, DOI, ISBN or title (at least 3 characters)')).toBeVisible()

    await autoCite(page, 'vietnamese citation')
    await expect(resultsHeading(page)).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('button', { name: /^Cite Citation practices of Vietnamese undergraduates/ }).click()
    await expect(detailHeading(page)).toBeFocused()
    await expect(resultsHeading(page)).toBeHidden()
    await page.getByRole('button', { name: 'Back to results' }).click()
    await expect(resultsHeading(page)).toBeFocused()

    // A page that lacks details: the warning, in the card and on Continue's tooltip.
    await autoCite(page, `${fakesUrl}/pages/title-only.html`)
    await expect(page.getByText('Not found: Author, Year.', { exact: false })).toBeVisible()
    const continueButton = page.getByRole('button', { name: 'Continue' })
    await continueButton.hover()
    await expect(page.getByRole('tooltip')).toHaveText(
      'We are unable to determine missing information fields. Please insert manually.',
    )
    await expect(continueButton).toHaveAccessibleDescription(
      'We are unable to determine missing information fields. Please insert manually.',
    )
    expect(await seriousAxeIssues(page)).toEqual([])
    await continueButton.click()
    const author = page.getByRole('group', { name: 'Author', exact: true })
    await expect(author.getByRole('textbox', { name: 'First' })).toBeFocused()
    await expect(author.getByText('Auto-cite could not find this. Please fill it in.')).toBeVisible()

    await autoCite(page, `${fakesUrl}/pages/report.pdf`)
    await expect(
      page
        .getByText("We can't read PDFs or other files; search the title or DOI instead.")
        .and(page.locator(':not([role="status"])')),
    ).toBeVisible()
    await autoCite(page, '10.5555/fake.server-error')
    // Never a dead-end toast: what happened, and a way on from what was typed.
    await expect(
      page
        .getByText('We could not look up that DOI just now. Try again in a moment.', { exact: true })
        .and(page.locator(':not([role="status"])')),
    ).toBeVisible()
    await expect(searchBox(page)).toHaveValue('10.5555/fake.server-error')
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('button', { name: 'Fill it in yourself' }).click()
    await expect(
      page.getByText('We started the citation with what you typed. Fill in the rest below.'),
    ).toBeFocused()
    await expect(page.getByRole('textbox', { name: /DOI/ }).last()).toHaveValue('10.5555/fake.server-error')
  })
})

test.describe('auto-cite', () => {
  const noResults = (page: Page) =>
    page
      .getByText('Nothing matched that. Search again with other words, or fill it in yourself.', {
        exact: true,
      })
      .and(page.locator(':not([role="status"])'))

  test('says when a title finds nothing; "Back to review" returns to the results, "clear" empties all', async ({
    page,
  }) => {
    await openNewForm(page, 'Journals', 'Journal article')
    // From the keyboard: Enter in the box.
    await searchBox(page).fill('zzzz nothing')
    await searchBox(page).press('Enter')
    await expect(noResults(page)).toBeVisible()
    // Read out from the live region; focus stays in the search box for another try.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Nothing matched that. Search again with other words, or fill it in yourself.' }),
    ).toBeAttached()
    await expect(searchBox(page)).toBeFocused()
    expect(await seriousAxeIssues(page)).toEqual([])

    await autoCite(page, 'novelty metrics')
    await expect(resultsHeading(page)).toBeVisible()
    await expect(noResults(page)).toBeHidden()
    await page.getByRole('button', { name: /^Cite Novelty metrics in engineering design/ }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(
      page.getByText('Filled in from “Novelty metrics in engineering design”.', { exact: false }),
    ).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Article title' })).toHaveValue(
      'Novelty metrics in engineering design',
    )

    await page.getByRole('button', { name: 'Back to review' }).click()
    await expect(resultsHeading(page)).toBeFocused()
    // The form keeps what Continue filled in.
    await expect(page.getByRole('textbox', { name: 'Article title' })).toHaveValue(
      'Novelty metrics in engineering design',
    )

    await page.getByRole('button', { name: 'clear' }).click()
    await expect(searchBox(page)).toHaveValue('')
    await expect(searchBox(page)).toBeFocused()
    await expect(resultsHeading(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'clear' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Back to review' })).toBeHidden()
  })
})

test.describe('the citation form at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('stacks its fields and name rows, keeps the preview readable and saves', async ({ page }) => {
    await openNewForm(page, 'Book', 'Book')
    expect(await fitsWidth(page)).toBe(true)
    const author = page.getByRole('group', { name: 'Author', exact: true })
    await animationsSettled(page)
    const boxes = await Promise.all(
      ['First', 'Last', 'Middle'].map((name) =>
        author.getByRole('textbox', { name, exact: true }).boundingBox(),
      ),
    )
    expect(new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size).toBe(1)
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y)
    await fillName(author, 1, 'Craig', 'Deegan')
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2019')
    await page
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('An introduction to accounting: accountability in organisations and society')
    await page.getByRole('textbox', { name: 'Publisher' }).fill('Cengage Learning Australia')
    await page.getByRole('textbox', { name: 'Place of publication' }).fill('Southbank')
    const reference = previewForms(page).nth(0)
    await expect(reference).toHaveText(guideReference('rmit-033').replaceAll('*', ''))
    const box = await reference.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    expect(await fitsWidth(page)).toBe(true)
    // While the student types high up in the form, the preview (on one line when the whole bar would cover the
    // field) and "Cite this!" are on the screen.
    await page
      .getByRole('group', { name: 'Author', exact: true })
      .getByRole('textbox', { name: 'First' })
      .focus()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(reference).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Cite this!' })).toBeInViewport()
    // A tap on the preview leaves the fields: it opens whole, with its toggle.
    await page.getByRole('region', { name: 'Citation preview' }).tap()
    const toggle = page.getByRole('button', { name: 'Hide preview' })
    await toggle.tap()
    await expect(reference).toBeHidden()
    await expect(page.getByRole('button', { name: 'Show preview' })).toHaveAttribute('aria-expanded', 'false')
    await page.getByRole('button', { name: 'Show preview' }).tap()
    await expect(reference).toBeInViewport()

    // Typing in auto-cite's box: the bar folds to one line if it would cover it, and Search stays in sight.
    await searchBox(page).focus()
    const search = page.getByRole('button', { name: 'Search', exact: true })
    await expect(async () => {
      const button = await search.boundingBox()
      const barTop = await page
        .getByRole('button', { name: 'Cite this!' })
        .evaluate((cite) => cite.parentElement!.getBoundingClientRect().top)
      expect(button!.y + button!.height).toBeLessThanOrEqual(barTop)
    }).toPass()
    await autoCite(page, 'novelty metrics')
    await expect(resultsHeading(page)).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    await page.getByRole('button', { name: 'Cite this!' }).tap()
    await expectListed(page, guideReference('rmit-033'))
  })
})
