import { expect, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import {
  checkerHeading,
  dropFile,
  entryCard,
  essayDocx,
  listBox,
  openChecker,
  pasteList,
} from './checkerSteps.ts'
import { seriousAxeIssues } from './pageSteps.ts'

/**
 * Twelve references as a student pastes them: APA (with '&'), a web page with no accessed date, a book title not
 * in italics, a duplicate (2 and 5), two APA books without their place (7 and 12), in no particular order.
 */
const MIXED = [
  'Smith, J., &amp; Lee, K. (2020). Climate change and cities. <i>Journal of Urban Studies</i>, <i>12</i>(3), 45–60.',
  'Hill, A 2019, Deep work, Piatkus, London.',
  'Australian Bureau of Statistics 2020, <i>Population clock</i>, ABS, &lt;https://www.abs.gov.au/clock&gt;.',
  'Adams B (2018) <i>The ocean</i>, Penguin, Sydney.',
  'Hill A (2019) <i>Deep work</i>, Piatkus, London.',
  "Nguyen T and Tran H (2021) 'Online learning in Vietnam', <i>Asian Education Review</i>, 8(2):10-25.",
  'Brown, P. (2017). <i>Marketing basics</i>. Routledge.',
  'World Health Organization (2022) <i>Mental health at work</i>, WHO website, accessed 3 March 2023. https://www.who.int/work',
  'Clark R (2015) <i>Writing for university</i>, 3rd edn, Oxford University Press, Melbourne.',
  'Evans, M &amp; Ford, L 2016, <i>Research methods</i>, Sage, London.',
  'Green S (2020) <i>Urban gardens</i>, Allen &amp; Unwin, Sydney.',
  'Baker, T. (2019). <i>Sleep and study</i>. Penguin.',
]

test.describe('the reference-list checker', () => {
  test('checks a pasted mixed list, copies the fixed list with italics, completes an entry in the form', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/citation')
    await page.getByRole('link', { name: 'Check a reference list' }).click()
    await expect(checkerHeading(page)).toBeVisible()
    await expect(page.getByText('Paste a reference list to check it')).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    await pasteList(page, MIXED)
    await expect(page.getByText(/^12 references checked/)).toBeVisible()

    // Each problem, in the words of the rule.
    const apa = entryCard(page, 1)
    await expect(apa.getByText('Fixed', { exact: true })).toBeVisible()
    await expect(apa.getByText(/written in APA 7/)).toBeVisible()
    await expect(apa.getByText("RMIT Harvard joins the last two authors with 'and', not '&'.")).toBeVisible()
    await expect(apa.locator('del').filter({ hasText: '&' }).first()).toBeVisible()
    await expect(apa.locator('ins').filter({ hasText: 'and' }).first()).toBeVisible()
    await expect(entryCard(page, 2).getByText(/is in italics/)).toBeVisible()
    expect(await entryCard(page, 2).locator('ins i').first().textContent()).toContain('Deep')
    const web = entryCard(page, 3)
    await expect(web.getByText('Needs details', { exact: true })).toBeVisible()
    await expect(web.getByText(/needs the date you accessed it/)).toBeVisible()
    await expect(web.getByText(/Missing: the date accessed/i)).toBeVisible()
    await expect(entryCard(page, 4).getByText('Correct', { exact: true })).toBeVisible()
    await expect(entryCard(page, 5).getByText(/same work as reference 2/)).toBeVisible()
    await expect(page.getByText('References 2 and 5 are the same work.')).toBeVisible()
    await expect(page.getByText(/RMIT Harvard sorts the reference list by the first author/)).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    // A book without its place needs it (the guide writes n.p. when there is none).
    await expect(entryCard(page, 7).getByText('Needs details', { exact: true })).toBeVisible()
    await expect(entryCard(page, 7).getByText(/place of publication after the publisher/)).toBeVisible()

    // The fixed list: RMIT order, the duplicate once, the web page and the placeless books left out until completed.
    const fixed = page.getByRole('list', { name: 'Fixed references, in RMIT order' }).getByRole('listitem')
    await expect(fixed).toHaveCount(8)
    await expect(fixed.first()).toHaveText('Adams B (2018) The ocean, Penguin, Sydney.')

    // Copy fixed list, then paste into a rich-text editor: the italics come along.
    await page.getByRole('button', { name: 'Copy fixed list' }).click()
    await expect(page.getByText('Your fixed list has been copied')).toBeVisible()
    const pasted = await page.evaluate(async () => {
      const editor = document.createElement('div')
      editor.contentEditable = 'true'
      editor.setAttribute('aria-label', 'Editor')
      document.body.append(editor)
      editor.focus()
      const [item] = await navigator.clipboard.read()
      const html = item ? await (await item.getType('text/html')).text() : ''
      document.execCommand('insertHTML', false, html)
      const result = editor.innerHTML
      editor.remove()
      return result
    })
    expect(pasted).toMatch(/<i>The ocean<\/i>/)
    expect(pasted).toMatch(/<i>Deep work<\/i>/)
    expect(pasted).toMatch(/<i>Journal of Urban Studies<\/i>/)

    // The web page completed through the form, saved into the project.
    await web.getByRole('button', { name: /Complete in the form/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create citation' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Population clock')
    const accessed = page.getByRole('group', { name: /accessed/i })
    await accessed.getByRole('combobox', { name: 'Day' }).selectOption('3')
    await accessed.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' })
    await accessed.getByRole('textbox', { name: 'Year' }).fill('2024')
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('button', { name: 'Cite this!' }).click()
    await expect(page.getByText('Citation added to your project')).toBeVisible()
    await expect(entryCard(page, 3).getByText(/Completed in the form/)).toBeVisible()
    await expect(entryCard(page, 3).getByText('Fixed', { exact: true })).toBeVisible()
    await expect(fixed).toHaveCount(9)

    // The rest into the project in one go.
    await page.getByRole('button', { name: 'Add all to a project' }).click()
    await expect(page.getByText(/^8 references added to/)).toBeVisible()
    await page.getByRole('link', { name: 'Back to your citations' }).click()
    await expect(page.getByRole('button', { name: /^Edit: / })).toHaveCount(9)
  })

  test('lists an in-text citation of a dropped Word document that has no entry', async ({ page }) => {
    await openChecker(page)
    const docx = await essayDocx(
      [
        'Cities grow fast (Smith and Lee 2020, p. 4). Hill (2019) calls this deep work.',
        'Rents rise in every district (Jones 2017). Nobody disagrees.',
      ],
      [
        'Smith J and Lee K (2020) *Cities*, Penguin, London.',
        'Hill A (2019) *Deep work*, Piatkus, London.',
        'Adams B (2018) *The ocean*, Penguin, Sydney.',
      ],
    )
    await dropFile(page.getByRole('region', { name: 'Your reference list' }), 'essay.docx', docx)
    await expect(page.getByText(/^3 references checked/)).toBeVisible()
    const inText = page.getByRole('region', { name: 'In-text citations' })
    await expect(inText.getByRole('heading', { name: 'Cited in the text but not in the list' })).toBeVisible()
    await expect(inText.getByText('Jones 2017', { exact: true })).toBeVisible()
    await expect(inText.getByText('“Rents rise in every district (Jones 2017).”')).toBeVisible()
    await expect(inText.getByText(/Reference 3: Adams B \(2018\)/)).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    // A file that is not really a Word document says so.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'broken.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('not a zip'),
    })
    await expect(page.getByRole('alert')).toContainText('broken.docx could not be read')
  })

  test('at 375 px the page moves to the results, which fit the screen and stay accessible', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openChecker(page)
    await listBox(page).fill(
      "nguyen van a 2020, 'Học máy trong giáo dục', Tạp chí Khoa học, vol. 5, no. 2, pp. 10-20.\nHill A 2019, Deep work, Piatkus.",
    )
    await page.getByRole('button', { name: 'Check list' }).click()
    const summary = page.getByText(/^2 references checked/)
    await expect(summary).toBeFocused()
    await expect(summary).toBeInViewport()
    const nguyen = entryCard(page, 1)
    await expect(nguyen.getByText(/Nguyen VA \(2020\) 'Học máy trong giáo dục'/).first()).toBeVisible()
    await expect(nguyen.getByText(/A Vietnamese name keeps its family name first/)).toBeVisible()
    // No stray words under the buttons: their names say which reference they are for.
    await expect(
      entryCard(page, 2).getByRole('button', { name: 'Complete in the form: reference 2' }),
    ).toBeVisible()
    expect(await entryCard(page, 2).textContent()).not.toContain(': reference')

    await listBox(page).fill('')
    await pasteList(page, MIXED)
    await expect(page.getByText(/^12 references checked/)).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    await expect(listBox(page)).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])
  })
})
