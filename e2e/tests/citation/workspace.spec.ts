import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { expectListed, guideReference } from './formSteps.ts'
import { seriousAxeIssues } from './pageSteps.ts'
import {
  activeProject,
  article,
  book,
  chooseAction,
  citationTable,
  dragOnto,
  folderButton,
  folderRow,
  listingHeading,
  liveRegion,
  openSeeded,
  projectButton,
  projectNames,
  projectRow,
  sidebar,
} from './workspaceSteps.ts'

const essayAndReport = [
  { id: 1_700_000_000_100, title: 'Essay' },
  { id: 1_700_000_000_200, title: 'Report' },
]
const essayCitations = [
  { id: 'essay0001', projectId: 1_700_000_000_100, ...book },
  { id: 'essay0002', projectId: 1_700_000_000_100, ...article },
]

test.describe('the citation workspace', () => {
  test('makes citations through the form into a first project, edits one, keeps everything over a reload', async ({
    page,
  }) => {
    await page.goto('/citation')
    await expect(page.getByRole('heading', { name: 'Are you ready to start your journey?' })).toBeVisible()
    await page.getByRole('button', { name: '+ New citation' }).click()
    await page
      .getByRole('region', { name: /Most used/ })
      .getByRole('button', { name: 'Book', exact: true })
      .click()
    const form = page.getByRole('form', { name: 'Book details' })
    // rmit-033, the guide's book with one author.
    const author = form.getByRole('group', { name: 'Author', exact: true })
    await author.getByRole('textbox', { name: 'First' }).fill('Craig')
    await author.getByRole('textbox', { name: 'Last' }).fill('Deegan')
    await form.getByRole('textbox', { name: /^Year/ }).fill('2019')
    await form
      .getByRole('textbox', { name: /^Title/ })
      .fill('An introduction to accounting: accountability in organisations and society')
    await form.getByRole('textbox', { name: /^Publisher/ }).fill('Cengage Learning Australia')
    await form.getByRole('textbox', { name: 'Place of publication' }).fill('Southbank')
    await page.getByRole('button', { name: 'Cite this!' }).click()

    await expect(listingHeading(page)).toBeFocused()
    await expect(activeProject(page)).toHaveText('New project name')
    await expect(page).toHaveURL(/\/citation\/\d{13,}$/)
    const reference = guideReference('rmit-033')
    const row = await expectListed(page, reference)

    await row.click()
    await expect(page.getByRole('heading', { name: 'Edit citation' })).toBeFocused()
    await page.getByRole('textbox', { name: /^Title/ }).fill('Accounting in organisations')
    await page.getByRole('button', { name: 'Save!' }).click()
    const edited = 'Deegan C (2019) *Accounting in organisations*, Cengage Learning Australia, Southbank.'
    await expectListed(page, edited)

    const url = page.url()
    await page.reload()
    await expectListed(page, edited)
    await expect(activeProject(page)).toHaveText('New project name')
    expect(page.url()).toBe(url)
  })

  test('keeps an edit whose citation another tab removes, and saves it as new', async ({ page, context }) => {
    await openSeeded(page, essayAndReport, essayCitations)
    await page.getByRole('button', { name: /^Edit: Nguyễn TM/ }).click()
    await expect(page.getByRole('heading', { name: 'Edit citation' })).toBeFocused()
    await page.getByRole('textbox', { name: /^Title/ }).fill('Writing well at university')

    const other = await context.newPage()
    await other.goto('/citation')
    await other.getByRole('button', { name: 'Remove (Nguyễn 2018)' }).click()
    await other.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await expect(other.getByRole('button', { name: 'Remove (Nguyễn 2018)' })).toBeHidden()

    await expect(
      page.getByRole('status').filter({ hasText: 'This citation was removed from your list' }),
    ).toContainText('saving will add it as a new citation')
    await expect(page.getByRole('heading', { name: 'Edit citation' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Writing well at university')
    await page.getByRole('button', { name: 'Cite this!' }).click()
    await expectListed(page, 'Nguyễn TM (2018) *Writing well at university*, 2nd edn, Palgrave, Basingstoke.')
    await expect(citationTable(page).getByRole('row')).toHaveCount(3)
  })

  test('creates, renames, duplicates, merges and deletes projects', async ({ page }) => {
    await openSeeded(page, essayAndReport, essayCitations)
    await sidebar(page).getByRole('button', { name: 'New project' }).click()
    const name = sidebar(page).getByRole('textbox', { name: 'Project name' })
    await expect(name).toBeFocused()
    await expect(name).toHaveValue('New project name')
    await name.fill('Thesis')
    await name.press('Enter')
    await expect(activeProject(page)).toHaveText('Thesis')
    await expect(projectNames(page)).toHaveText(['Essay', 'Report', 'Thesis'])

    await chooseAction(page, 'Actions for Thesis', 'Rename')
    await sidebar(page).getByRole('textbox', { name: 'Project name' }).fill('Draft')
    await sidebar(page).getByRole('textbox', { name: 'Project name' }).press('Escape')
    await expect(projectButton(page, 'Thesis')).toBeVisible()

    await projectButton(page, 'Essay').click()
    await expect(citationTable(page)).toHaveAccessibleName('Citations of Essay')
    await chooseAction(page, 'Actions for Essay', 'Duplicate')
    await expect(activeProject(page)).toHaveText('Essay (copy)')
    await expect(citationTable(page).getByRole('row')).toHaveCount(3)

    await chooseAction(page, 'Actions for Essay (copy)', 'Merge…')
    const merge = page.getByRole('dialog', { name: 'Merge project' })
    const mergeList = merge.getByRole('listbox', { name: 'Merge with project:' })
    await expect(mergeList).toHaveCSS('max-height', '200px')
    await mergeList.selectOption({ label: 'Report' })
    expect(await seriousAxeIssues(page)).toEqual([])
    await merge.getByRole('button', { name: 'Merge' }).click()
    await expect(merge).toBeHidden()
    await expect(activeProject(page)).toHaveText('Report')
    await expect(citationTable(page).getByRole('row')).toHaveCount(3)
    await expect(projectNames(page)).toHaveText(['Essay', 'Report', 'Thesis'])

    await chooseAction(page, 'Actions for Report', 'Delete…')
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Delete “Report” and its 2 citations?')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(projectNames(page)).toHaveText(['Essay', 'Thesis'])
    await expect(activeProject(page)).toHaveText('Thesis')
    await expect(page).toHaveURL(/\/citation\/\d+$/)
  })

  test('folders by drag and drop: a project on another makes a folder; edges reorder; a folder moves whole', async ({
    page,
  }) => {
    await openSeeded(page, [
      { id: 1, title: 'Essay' },
      { id: 2, title: 'Report' },
      { id: 3, title: 'Thesis' },
      { id: 4, title: 'Notes' },
    ])
    await dragOnto(projectRow(page, 'Thesis'), projectRow(page, 'Essay'), 'middle')
    const folderName = sidebar(page).getByRole('textbox', { name: 'Folder name' })
    await expect(folderName).toBeFocused()
    await expect(folderName).toHaveValue('New folder')
    await folderName.fill('Semester 1')
    await folderName.press('Enter')
    const folder = folderButton(page, 'Semester 1')
    await expect(folder).toHaveAttribute('aria-expanded', 'true')
    await expect(projectNames(page)).toHaveText(['Essay', 'Thesis', 'Report', 'Notes'])

    // Near the top edge of a row: before it (and outside the folder).
    await dragOnto(projectRow(page, 'Notes'), projectRow(page, 'Report'), 'top')
    await expect(projectNames(page)).toHaveText(['Essay', 'Thesis', 'Notes', 'Report'])
    // Onto a folder: first inside it.
    await dragOnto(projectRow(page, 'Report'), folderRow(page, 'Semester 1'), 'middle')
    await expect(folderButton(page, 'Semester 1')).toHaveAccessibleDescription('3 projects')
    await expect(projectNames(page)).toHaveText(['Report', 'Essay', 'Thesis', 'Notes'])
    // The folder goes below Notes with all its projects.
    await dragOnto(folderRow(page, 'Semester 1'), projectRow(page, 'Notes'), 'bottom')
    await expect(projectNames(page)).toHaveText(['Notes', 'Report', 'Essay', 'Thesis'])
    await expect(liveRegion(page)).toHaveText('Folder “Semester 1” moved.')

    // A second folder is "New folder", and the name of another folder is refused.
    await dragOnto(projectRow(page, 'Report'), projectRow(page, 'Notes'), 'middle')
    const second = sidebar(page).getByRole('textbox', { name: 'Folder name' })
    await expect(second).toHaveValue('New folder')
    await second.fill('semester 1')
    await second.press('Enter')
    await expect(
      sidebar(page).getByText('⛔ A folder with that name already exists. Please choose a different name.'),
    ).toBeVisible()
    await second.press('Escape')
    await expect(folderButton(page, 'New folder')).toHaveAccessibleDescription('2 projects')

    // Collapsing hides a folder's projects; the folder of the selected project opens by itself.
    const semester = folderButton(page, 'Semester 1')
    await semester.click()
    await expect(semester).toHaveAttribute('aria-expanded', 'false')
    await expect(projectButton(page, 'Essay')).toBeHidden()
    await page.goto(`/citation/${1}`)
    await expect(semester).toHaveAttribute('aria-expanded', 'true')
    await expect(activeProject(page)).toHaveText('Essay')

    await page.reload()
    await expect(projectNames(page)).toHaveText(['Notes', 'Report', 'Essay', 'Thesis'])
  })

  test('moves projects with the keyboard, announced', async ({ page }) => {
    await openSeeded(page, [
      { id: 1, title: 'Essay' },
      { id: 2, title: 'Report' },
    ])
    const menu = sidebar(page).getByRole('button', { name: 'Actions for Essay' })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(sidebar(page).getByRole('menuitem', { name: 'Rename' })).toBeFocused()
    // Rename, Duplicate, Merge…, Delete…, Move up (disabled, still focusable), Move down.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown')
    await expect(sidebar(page).getByRole('menuitem', { name: 'Move down' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(liveRegion(page)).toHaveText('“Essay” moved down.')
    await expect(projectNames(page)).toHaveText(['Report', 'Essay'])
    await expect(menu).toBeFocused()

    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await expect(sidebar(page).getByRole('menuitem', { name: 'Move to folder…' })).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Move to folder' })
    await dialog.getByRole('textbox', { name: 'New folder name' }).fill('Drafts')
    await dialog.getByRole('button', { name: 'Move' }).click()
    await expect(liveRegion(page)).toHaveText('“Essay” moved to folder “Drafts”.')
    await expect(folderButton(page, 'Drafts')).toHaveAccessibleDescription('1 project')
  })

  test('copies all as rich text with italics', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openSeeded(page, essayAndReport, essayCitations)
    await page.getByRole('button', { name: 'Copy all' }).click()
    await expect(page.getByText('Your citations have been copied')).toBeVisible()
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read()
      if (!item) return null
      return {
        html: await (await item.getType('text/html')).text(),
        text: await (await item.getType('text/plain')).text(),
      }
    })
    expect(copied?.html).toContain('<i>Success in academic writing</i>')
    expect(copied?.html).toContain('<i>Journal of Higher Education</i>')
    expect(copied?.text.split('\n')).toEqual([
      "Ayoob M and Chen L (2021) 'Reading habits of university students', Journal of Higher Education, 12(3):45-67.",
      'Nguyễn TM (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.',
    ])
  })

  test('exports My citation.docx with the references', async ({ page }) => {
    await openSeeded(page, essayAndReport, essayCitations)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toBe('My citation.docx')
    const files = unzipSync(new Uint8Array(await readFile(await download.path())))
    const documentXml = strFromU8(files['word/document.xml'] ?? new Uint8Array())
    const text = documentXml.replace(/<[^>]+>/g, '')
    expect(text).toContain('Nguyễn TM (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.')
    expect(text).toContain('Ayoob M and Chen L (2021)')
    // Selected only: one reference.
    await page.getByRole('checkbox', { name: 'Select (Nguyễn 2018)' }).check()
    const [selected] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selected (1)' }).click(),
    ])
    const one = strFromU8(
      unzipSync(new Uint8Array(await readFile(await selected.path())))['word/document.xml']!,
    )
    expect(one).toContain('Success in academic writing')
    expect(one).not.toContain('Ayoob')
  })

  test('copies and exports a selected "2021b" exactly as the listing shows it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const ayoob = (id: string, title: string) => ({
      id,
      projectId: 1_700_000_000_100,
      formatId: 1,
      item: {
        type: 'book',
        author: [{ family: 'Ayoob', given: 'Mohammed' }],
        issued: { 'date-parts': [[2021]] },
        title,
        publisher: 'Allen & Unwin',
        'publisher-place': 'Sydney',
      },
    })
    await openSeeded(page, essayAndReport, [
      ...essayCitations,
      ayoob('essay0003', 'Campus life'),
      ayoob('essay0004', 'Advanced campus life'),
    ])
    const row = citationTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: 'Select (Ayoob 2021b)' }) })
    const shown = (await row.getByRole('button', { name: /^Edit: / }).textContent())?.replace(/^Edit: /, '')
    expect(shown).toMatch(/^Ayoob M \(2021b\) /)
    await row.getByRole('checkbox').check()

    await page.getByRole('button', { name: 'Copy selected (1)' }).click()
    await expect(page.getByText('Your citations have been copied')).toBeVisible()
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read()
      return item ? (await item.getType('text/plain')).text() : null
    })
    expect(copied).toBe(shown)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selected (1)' }).click(),
    ])
    const xml = strFromU8(
      unzipSync(new Uint8Array(await readFile(await download.path())))['word/document.xml']!,
    )
    const paragraphs = [...xml.matchAll(/<w:p[ >].*?<\/w:p>/g)].map((p) => p[0].replace(/<[^>]+>/g, ''))
    expect(paragraphs).toEqual(['References', shown?.replaceAll('&', '&amp;')])
  })

  test('searches, removes one citation after confirming, and has no serious accessibility issue', async ({
    page,
  }) => {
    await openSeeded(page, essayAndReport, essayCitations)
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('searchbox', { name: 'Search citations' }).fill('nguyen')
    await expect(citationTable(page).getByRole('row')).toHaveCount(2)
    await page.getByRole('searchbox', { name: 'Search citations' }).fill('')
    await page.getByRole('button', { name: 'Remove (Nguyễn 2018)' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Remove this citation?')
    expect(await seriousAxeIssues(page)).toEqual([])
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expect(citationTable(page).getByRole('row')).toHaveCount(2)
    await chooseAction(page, 'Actions for Essay', 'Merge…')
    expect(await seriousAxeIssues(page)).toEqual([])
  })

  test('follows changes made in another tab without a reload', async ({ page, context }) => {
    await openSeeded(page, essayAndReport, essayCitations)
    const other = await context.newPage()
    await other.goto('/citation')
    await expect(projectButton(other, 'Essay')).toBeVisible()
    await chooseAction(page, 'Actions for Report', 'Rename')
    await sidebar(page).getByRole('textbox', { name: 'Project name' }).fill('Final report')
    await sidebar(page).getByRole('textbox', { name: 'Project name' }).press('Enter')
    await expect(projectButton(other, 'Final report')).toBeVisible()
    await other.getByRole('button', { name: 'Remove (Nguyễn 2018)' }).click()
    await other.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await expect(citationTable(page).getByRole('row')).toHaveCount(2)
  })

  test('backs up to CSL-JSON and restores in another browser', async ({ page, browser }) => {
    await openSeeded(
      page,
      [
        { id: 1, title: 'Essay', folderName: 'Semester 1' },
        { id: 2, title: 'Report' },
      ],
      [
        { id: 'essay0001', projectId: 1, ...book },
        { id: 'report001', projectId: 2, ...article },
      ],
    )
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sidebar(page).getByRole('button', { name: 'Back up' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^unikit-citations-\d{4}-\d{2}-\d{2}\.json$/)
    const file = await download.path()

    const fresh = await browser.newContext()
    try {
      const second = await fresh.newPage()
      await second.goto('/citation')
      await sidebar(second).getByRole('button', { name: 'Import' }).click()
      const dialog = second.getByRole('dialog', { name: 'Import citations' })
      await dialog.getByLabel('File (CSL-JSON, RIS or BibTeX)').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('just some notes'),
      })
      await expect(dialog.getByRole('alert')).toHaveText(
        'This file is not a CSL-JSON, RIS or BibTeX file, so nothing was imported.',
      )
      await dialog.getByLabel('File (CSL-JSON, RIS or BibTeX)').setInputFiles(file)
      await expect(dialog.getByText('2 citations found in this CSL-JSON file.')).toBeVisible()
      await expect(dialog.getByRole('radio', { name: 'Into the projects saved in the backup' })).toBeChecked()
      await dialog.getByRole('button', { name: 'Import' }).click()
      await expect(second.getByText('2 citations imported')).toBeVisible()
      await expect(projectNames(second)).toHaveText(['Essay', 'Report'])
      await expect(folderButton(second, 'Semester 1')).toHaveAccessibleDescription('1 project')
      await expect(second.getByRole('button', { name: /^Edit: Nguyễn TM \(2018\)/ })).toBeVisible()
    } finally {
      await fresh.close()
    }
  })

  test("moves an old version's storage once into projects", async ({ page }) => {
    const legacy = JSON.parse(
      await readFile(
        new URL('../../../apps/citation/test/fixtures/legacyStorage.json', import.meta.url),
        'utf8',
      ),
    )
    await page.addInitScript((old) => {
      // Only before the migration: once its flag is set, a reload must not bring the old keys back.
      if (localStorage.getItem('unikit:v2:citation:migration')) return
      localStorage.setItem('projects', JSON.stringify(old.projects))
      localStorage.setItem('projectActive', JSON.stringify(old.projectActive))
      localStorage.setItem('citations', JSON.stringify(old.citations))
    }, legacy)
    await page.goto('/citation')
    await expect(
      page.getByText('4 citations from the earlier version of the tool moved into your projects.'),
    ).toBeVisible()
    await expect(activeProject(page)).toHaveText('Marketing report')
    await expect(page).toHaveURL(/\/citation\/1650000000001$/)
    await expect(
      page.getByRole('button', { name: /^Edit: Nguyễn TM \(2018\) Success in academic writing/ }),
    ).toBeVisible()
    await expect(projectNames(page)).toHaveText(['Business essay', 'Marketing report', 'New project name'])
    const stored = await page.evaluate(() => ({
      flag: localStorage.getItem('unikit:v2:citation:migration'),
      old: ['projects', 'projectActive', 'citations'].map((key) => localStorage.getItem(key)),
    }))
    expect(stored).toEqual({ flag: '3', old: [null, null, null] })
    await projectButton(page, 'New project name').click()
    await expect(citationTable(page).getByRole('row')).toHaveCount(4)
    await expect(page.getByText('From the earlier version: open it to check its details.')).toBeVisible()
    await page.reload()
    await expect(projectNames(page)).toHaveText(['Business essay', 'Marketing report', 'New project name'])
  })
})
