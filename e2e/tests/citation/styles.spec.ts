import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { fitsWidth } from '../../support/pageChecks.ts'
import { seriousAxeIssues } from './pageSteps.ts'
import {
  article,
  book,
  CITATIONS_KEY,
  citationTable,
  openSeeded,
  PROJECTS_KEY,
  projectButton,
} from './workspaceSteps.ts'

/** A webpage by a Vietnamese author, the third work of each project. */
const webpage = {
  formatId: 13,
  item: {
    type: 'webpage',
    author: [{ family: 'Trần', given: 'Đức Lương' }],
    issued: { 'date-parts': [[2020, 5, 12]] },
    title: 'Studying abroad in Melbourne',
    website: 'Study Melbourne',
    URL: 'https://www.studymelbourne.vic.gov.au/',
    accessed: { 'date-parts': [[2024, 3, 1]] },
  },
}
const psychology = 1_700_000_000_100
const engineering = 1_700_000_000_200
const projects = [
  { id: psychology, title: 'Psychology essay' },
  { id: engineering, title: 'Engineering report' },
]
// Saved in this order: the order of first citation, which a numeric style numbers.
const citations = [book, webpage, article].flatMap((work, n) => [
  { id: `psych000${n}`, projectId: psychology, ...work },
  { id: `engin000${n}`, projectId: engineering, ...work },
])

/** Building a style's engine takes a second or two on a busy machine; the first render waits longer. */
const STYLE_LOAD = { timeout: 30_000 }

const styleMenu = (page: Page) => page.getByRole('combobox', { name: 'Style', exact: true })
const inTextColumn = (page: Page) => citationTable(page).getByRole('row').locator('td:nth-child(3)')

/** The paragraphs of the exported Word document, as text (a tab where the document has one). */
async function exportedParagraphs(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ])
  expect(download.suggestedFilename()).toBe('My citation.docx')
  const xml = strFromU8(
    unzipSync(new Uint8Array(await readFile(await download.path())))['word/document.xml']!,
  )
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((paragraph) =>
    paragraph[0]
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<[^>]+>/g, '')
      .replaceAll('&amp;', '&'),
  )
}

const stored = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [PROJECTS_KEY, CITATIONS_KEY])

test.describe('citation styles', () => {
  test('a project in APA 7 and one in IEEE export their lists in each style; switching back changes nothing stored', async ({
    page,
  }) => {
    await openSeeded(page, projects, citations)

    // APA 7: sorted by author, "&" in the list, no numbers.
    await styleMenu(page).selectOption({ label: 'APA 7th' })
    await expect(inTextColumn(page)).toHaveText(
      ['(Ayoob & Chen, 2021)', '(Nguyễn, 2018)', '(Trần, 2020)'],
      STYLE_LOAD,
    )
    await expect(page.getByText(/APA 7th as the official style of the Citation Style Language/)).toBeVisible()
    expect(await exportedParagraphs(page)).toEqual([
      'References',
      'Ayoob, M., & Chen, L. (2021). Reading habits of university students. Journal of Higher Education, 12(3), 45–67.',
      'Nguyễn, T. M. (2018). Success in academic writing (2nd ed.). Palgrave.',
      'Trần, Đ. L. (2020, May 12). Studying abroad in Melbourne. Study Melbourne. https://www.studymelbourne.vic.gov.au/',
    ])

    // IEEE: numbered in the order the works were first cited, "[1]" in text and before each entry.
    await projectButton(page, 'Engineering report').click()
    await styleMenu(page).selectOption({ label: 'IEEE' })
    await expect(inTextColumn(page)).toHaveText(['[1]', '[2]', '[3]'], STYLE_LOAD)
    expect(await exportedParagraphs(page)).toEqual([
      'References',
      '[1]\tT. M. Nguyễn, Success in academic writing, 2nd ed. Basingstoke: Palgrave, 2018.',
      '[2]\tĐ. L. Trần, “Studying abroad in Melbourne,” Study Melbourne. Accessed: Mar. 01, 2024. [Online]. Available: https://www.studymelbourne.vic.gov.au/',
      '[3]\tM. Ayoob and L. Chen, “Reading habits of university students,” Journal of Higher Education, vol. 12, no. 3, pp. 45–67, 2021.',
    ])

    // To RMIT Harvard and back: the same list, and the same stored data.
    const before = await stored(page)
    await styleMenu(page).selectOption({ label: 'RMIT Harvard' })
    await expect(inTextColumn(page)).toHaveText(['(Ayoob and Chen 2021)', '(Nguyễn 2018)', '(Trần 2020)'])
    await styleMenu(page).selectOption({ label: 'IEEE' })
    await expect(inTextColumn(page)).toHaveText(['[1]', '[2]', '[3]'])
    expect(await stored(page)).toEqual(before)
    await page.reload()
    await expect(styleMenu(page)).toHaveValue('ieee')
    await expect(inTextColumn(page)).toHaveText(['[1]', '[2]', '[3]'], STYLE_LOAD)
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, reducedMotion: 'reduce' })

    test('the style menu fits the phone and switches the listing', async ({ page }) => {
      await openSeeded(page, [{ ...projects[1]!, styleId: 'vancouver' }], citations.slice(0, 2))
      await expect(styleMenu(page)).toBeVisible()
      await expect(styleMenu(page)).toHaveValue('vancouver')
      await expect(citationTable(page).getByText('(1)', { exact: true })).toBeVisible(STYLE_LOAD)
      expect(await fitsWidth(page)).toBe(true)
      await styleMenu(page).selectOption({ label: 'Chicago author-date' })
      await expect(citationTable(page).getByText('(Nguyễn 2018)', { exact: true })).toBeVisible(STYLE_LOAD)
      expect(await fitsWidth(page)).toBe(true)
      expect(await seriousAxeIssues(page)).toEqual([])
    })
  })
})
