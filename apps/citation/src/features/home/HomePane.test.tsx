import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CitationEntry } from '@unikit/citation-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderCitationPage } from '../../../test/renderCitationPage.tsx'
import {
  articleEntry,
  bookEntry,
  dictionaryEntry,
  secondAyoobEntry,
  seedEssayAndReport,
} from '../../../test/workspaceFixtures.ts'
import { fontStyleStore } from '../../store/fontStyleStore.ts'
import { readStoredWorkspace } from '../../store/workspace.ts'

const thirdAyoob: CitationEntry = {
  formatId: 1,
  item: { ...secondAyoobEntry.item, title: 'Advanced campus life' },
}
const saved = (id: string, projectId: number, entry: CitationEntry) => ({ id, projectId, entry })
const seed = seedEssayAndReport
/** Nguyễn 2018, Ayoob 2021a and 2021b, and an article, in the active project "Essay". */
const fourCitations = [
  saved('c1', 100, bookEntry),
  saved('c2', 100, secondAyoobEntry),
  saved('c3', 100, articleEntry),
  saved('c4', 100, thirdAyoob),
]

const table = () => screen.getByRole('table', { name: 'Citations of Essay' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const inTextColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent)

/** The clipboard, a browser part: records what the page writes. */
let clipboard: { html?: string; text?: string; fail?: boolean }
beforeEach(() => {
  clipboard = {}
  class FakeClipboardItem {
    items: Record<string, Blob>
    constructor(items: Record<string, Blob>) {
      this.items = items
    }
  }
  vi.stubGlobal('ClipboardItem', FakeClipboardItem)
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      write: async ([item]: FakeClipboardItem[]) => {
        if (clipboard.fail) throw new DOMException('Denied', 'NotAllowedError')
        clipboard.html = await item?.items['text/html']?.text()
        clipboard.text = await item?.items['text/plain']?.text()
      },
      writeText: async (text: string) => {
        if (clipboard.fail) throw new DOMException('Denied', 'NotAllowedError')
        clipboard.text = text
      },
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('the listing', () => {
  it('shows the active project in bibliography order with a/b suffixes, in-text and reference forms', async () => {
    seed([...fourCitations, saved('c5', 200, bookEntry)])
    renderCitationPage()
    await screen.findByRole('table', { name: 'Citations of Essay' })
    // Same author and year: a and b in the order they were saved.
    expect(inTextColumn()).toEqual([
      '(Ayoob 2021a)',
      '(Ayoob 2021b)',
      '(Ayoob and Chen 2021)',
      '(Nguyễn 2018)',
    ])
    const reference = screen.getByRole('button', { name: /^Edit: Nguyễn TM \(2018\)/ })
    expect(reference.querySelector('i')?.textContent).toBe('Success in academic writing')
    expect(within(bodyRows()[0] as HTMLElement).getByRole('cell', { name: 'Essay' })).toBeTruthy()
  })

  it('filters by reference and in-text text, ignoring accents and case', async () => {
    seed([saved('c1', 100, bookEntry), saved('c3', 100, articleEntry)])
    renderCitationPage()
    const search = await screen.findByRole('searchbox', { name: 'Search citations' })
    expect(search.getAttribute('placeholder')).toBe('Search citations ...')
    await userEvent.type(search, 'NGUYEN')
    expect(inTextColumn()).toEqual(['(Nguyễn 2018)'])
    await userEvent.clear(search)
    await userEvent.type(search, 'higher educ')
    expect(inTextColumn()).toEqual(['(Ayoob and Chen 2021)'])
    await userEvent.type(search, 'zzz')
    expect(screen.getByText(/^No citation matches/).getAttribute('role')).toBe('status')
  })

  it('copies all, or only the selected ones, as rich text', async () => {
    seed([saved('c1', 100, bookEntry), saved('c3', 100, articleEntry)])
    renderCitationPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Copy all' }))
    expect(await screen.findByText('Your citations have been copied')).toBeTruthy()
    expect(clipboard.html).toContain('<i>Success in academic writing</i>')
    expect(clipboard.text?.split('\n')).toHaveLength(2)

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select (Nguyễn 2018)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Copy selected (1)' }))
    await waitFor(() =>
      expect(clipboard.text).toBe(
        'Nguyễn TM (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.',
      ),
    )
  })

  it('copies a selected row exactly as the listing shows it, its a/b suffix kept', async () => {
    seed(fourCitations)
    renderCitationPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select (Ayoob 2021b)' }))
    const shown = screen.getAllByRole('button', { name: /^Edit: Ayoob M \(2021b\)/ })[0]?.textContent
    await userEvent.click(screen.getByRole('button', { name: 'Copy selected (1)' }))
    await waitFor(() => expect(clipboard.text).toMatch(/^Ayoob M \(2021b\) /))
    expect(shown).toBe(`Edit: ${clipboard.text}`)
    expect(clipboard.html).toContain('(2021b)')

    // Two rows in bibliography order, whatever order they were ticked in.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select (Ayoob 2021a)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Copy selected (2)' }))
    await waitFor(() =>
      expect(clipboard.text?.split('\n').map((line) => line.slice(0, 16))).toEqual([
        'Ayoob M (2021a) ',
        'Ayoob M (2021b) ',
      ]),
    )
  })

  it('acts only on the selected rows the search shows, and says what it leaves out', async () => {
    seed(fourCitations)
    renderCitationPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select (Nguyễn 2018)' }))
    expect(screen.getByRole('button', { name: 'Copy selected (1)' })).toBeTruthy()

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search citations' }), 'campus')
    expect(inTextColumn()).toEqual(['(Ayoob 2021a)', '(Ayoob 2021b)'])
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy()
    expect(
      screen.getByText('1 selected citation hidden by the search is left out.').getAttribute('role'),
    ).toBe('status')

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all citations' }))
    await userEvent.click(screen.getByRole('button', { name: 'Copy selected (2)' }))
    await waitFor(() => expect(clipboard.text?.split('\n')).toHaveLength(2))
    expect(clipboard.text).not.toContain('Nguyễn')
    expect(screen.getByRole('button', { name: 'Export selected (2)' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Remove the 2 selected citations?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(readStoredWorkspace().citations.map((c) => c.id)).toEqual(['c1', 'c3']))

    // The earlier selection comes back into view with the rows it belongs to.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search citations' }))
    expect(screen.getByRole('button', { name: 'Copy selected (1)' })).toBeTruthy()
    expect(screen.queryByText(/hidden by the search/)).toBeNull()
  })

  it('counts only references in Copy and Export: a work cited in text only has none to write', async () => {
    seed([saved('c1', 100, bookEntry), saved('c5', 100, dictionaryEntry)])
    renderCitationPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select (Macquarie dictionary 2017)' }))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy selected (0)' }).disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export selected (0)' }).disabled).toBe(true)
    expect(
      screen.getByText('1 selected citation is cited in text only: nothing to copy or export.'),
    ).toBeTruthy()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all citations' }))
    await userEvent.click(screen.getByRole('button', { name: 'Copy selected (1)' }))
    await waitFor(() => expect(clipboard.text?.split('\n')).toHaveLength(1))
    expect(clipboard.text).toContain('Nguyễn')
  })

  it('unticking the header box clears only the rows shown', async () => {
    seed([saved('c1', 100, bookEntry), saved('c3', 100, articleEntry)])
    renderCitationPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all citations' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search citations' }), 'nguyen')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all citations' }))
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy()
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search citations' }))
    expect(screen.getByRole('button', { name: 'Copy selected (1)' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Select (Ayoob and Chen 2021)' })).toHaveProperty(
      'checked',
      true,
    )
  })

  it('says how many citations the search hides before removing them all', async () => {
    seed([saved('c1', 100, bookEntry), saved('c3', 100, articleEntry)])
    renderCitationPage()
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search citations' }), 'nguyen')
    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }))
    expect(
      within(await screen.findByRole('alertdialog')).getByText(
        'Remove all citations? This includes 1 citation the search hides.',
      ),
    ).toBeTruthy()
  })

  it('says so when the clipboard refuses', async () => {
    seed([saved('c1', 100, bookEntry)])
    clipboard.fail = true
    renderCitationPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Copy all' }))
    expect((await screen.findByRole('alert')).textContent).toContain('could not be copied')
  })

  it('selects all with the header box, and removes the selection after confirming', async () => {
    seed([saved('c1', 100, bookEntry), saved('c3', 100, articleEntry), saved('c5', 200, bookEntry)])
    renderCitationPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all citations' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Remove the 2 selected citations?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Are you ready to start your journey?')).toBeTruthy()
    expect(readStoredWorkspace().citations.map((c) => c.id)).toEqual(['c5'])
  })

  it('removes one citation after "Remove this citation?", and keeps it on Cancel', async () => {
    seed([saved('c1', 100, bookEntry), saved('c3', 100, articleEntry)])
    renderCitationPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Remove (Nguyễn 2018)' }))
    let dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Remove this citation?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(inTextColumn()).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Remove (Nguyễn 2018)' }))
    dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(inTextColumn()).toEqual(['(Ayoob and Chen 2021)']))
  })

  it('asks "Remove all citations?" for the bulk removal', async () => {
    seed([saved('c1', 100, bookEntry)])
    renderCitationPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Remove all' }))
    expect(within(await screen.findByRole('alertdialog')).getByText('Remove all citations?')).toBeTruthy()
  })

  it('greets an empty project with the journey question and a New citation button', async () => {
    renderCitationPage()
    expect(await screen.findByRole('heading', { name: 'Are you ready to start your journey?' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'New citation' }))
    // The format selection pane takes over and the listing is hidden.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Citation', level: 1 })).toBeNull())
  })

  it("offers the five styles, the project's own chosen", async () => {
    renderCitationPage()
    const style = await screen.findByRole('combobox', { name: 'Style' })
    expect(
      within(style)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['RMIT Harvard', 'APA 7th', 'IEEE', 'Vancouver', 'Chicago author-date'])
    expect((style as HTMLSelectElement).value).toBe('rmit-harvard')
  })

  it('asks a new project for its style, and a first choice starts a project in it', async () => {
    renderCitationPage()
    const question = await screen.findByRole('combobox', {
      name: 'Which referencing style does your course ask for?',
    })
    expect((question as HTMLSelectElement).value).toBe('rmit-harvard')
    await userEvent.selectOptions(question, 'apa-7')
    await waitFor(() =>
      expect(readStoredWorkspace().projects.map((project) => [project.title, project.styleId])).toEqual([
        ['New project name', 'apa-7'],
      ]),
    )
    expect((screen.getByRole('combobox', { name: 'Style' }) as HTMLSelectElement).value).toBe('apa-7')
  })

  it("writes the listing in the project's style: IEEE numbers the citations in the order they were saved", async () => {
    seed([saved('c1', 100, bookEntry), saved('c3', 100, articleEntry)])
    renderCitationPage()
    await screen.findByRole('table', { name: 'Citations of Essay' })
    const before = JSON.stringify(readStoredWorkspace().citations)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'ieee')
    await waitFor(() => expect(inTextColumn()).toEqual(['[1]', '[2]']), { timeout: 10_000 })
    expect(
      screen.getByRole('button', { name: /^Edit: \[1\] T\. M\. Nguyễn, Success in academic writing/ }),
    ).toBeTruthy()
    expect(await screen.findByText(/as the official style of the/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Copy all' }))
    await waitFor(() =>
      expect(clipboard.text?.split('\n')).toEqual([
        '[1] T. M. Nguyễn, Success in academic writing, 2nd ed. Basingstoke: Palgrave, 2018.',
        '[2] M. Ayoob and L. Chen, “Reading habits of university students,” Journal of Higher Education, vol. 12, no. 3, pp. 45–67, 2021.',
      ]),
    )
    // Back to RMIT Harvard: as before, and nothing stored but the project's style ever changed.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'rmit-harvard')
    await waitFor(() => expect(inTextColumn()).toEqual(['(Ayoob and Chen 2021)', '(Nguyễn 2018)']))
    expect(JSON.stringify(readStoredWorkspace().citations)).toBe(before)
  })

  it('shows the references in the chosen font', async () => {
    fontStyleStore.getState().setFontStyle({ fontFamily: 'Georgia', fontSize: 12 })
    seed([saved('c1', 100, bookEntry)])
    renderCitationPage()
    const cell = (await screen.findByRole('button', { name: /^Edit: Nguyễn/ })).closest('td')
    // As the preview shows it: the family with its own generic fallback (Georgia is a serif).
    expect(cell?.style.fontFamily).toMatch(/^"?Georgia"?, serif$/)
    expect(cell?.style.fontSize).toBe('12pt')
  })
})
