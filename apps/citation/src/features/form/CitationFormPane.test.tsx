import { act, screen, within } from '@testing-library/react'
import type { CitationEntry } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { renderPane } from '../../../test/renderPane.tsx'
import { dictionaryEntry } from '../../../test/workspaceFixtures.ts'
import { fontStyleStore } from '../../store/fontStyleStore.ts'

const preview = () => screen.getByRole('region', { name: 'Preview' })
const forms = () =>
  within(preview())
    .getAllByRole('definition')
    .map((form) => form.innerHTML)
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })
const formatSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Format' })

/** rmit-034 of the guide, a book with two authors (format 1). */
const hillAndMartinezDiaz: CitationEntry = {
  formatId: 1,
  item: {
    type: 'book',
    id: 'c-hill',
    author: [
      { family: 'Hill', given: 'Alice C' },
      { family: 'Martinez-Diaz', given: 'Leonardo' },
    ],
    issued: { 'date-parts': [[2020]] },
    title: 'Building a resilient tomorrow: how to prepare for the coming climate disruption',
    publisher: 'Oxford University Press',
    'publisher-place': 'New York',
  },
}

describe('the citation form pane', () => {
  it('starts on its title, goes back to the formats or closes to the listing', async () => {
    const { user, onBack, onClose } = renderPane()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Create citation' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('builds a book by hand, shows the exact RMIT reference as it is typed and cites it', async () => {
    const { user, onSave } = renderPane()
    expect(within(preview()).getByText('Your reference appears here as you fill in the fields.')).toBeTruthy()
    const author = screen.getByRole('group', { name: 'Author' })
    await user.type(within(author).getByRole('textbox', { name: 'First' }), 'Alice')
    await user.type(within(author).getByRole('textbox', { name: 'Middle' }), 'C')
    await user.type(within(author).getByRole('textbox', { name: 'Last' }), 'Hill')
    await user.click(within(author).getByRole('button', { name: 'Add author' }))
    await user.type(within(author).getByRole('textbox', { name: 'Author 2 First' }), 'Leonardo')
    await user.type(within(author).getByRole('textbox', { name: 'Author 2 Last' }), 'Martinez-Diaz')
    await user.type(textbox('Year'), '2020')
    await user.type(textbox('Title'), hillAndMartinezDiaz.item.title!)
    await user.type(textbox('Publisher'), 'Oxford University Press')
    await user.type(textbox('Place of publication'), 'New York')
    expect(forms()).toEqual([
      'Hill AC and Martinez-Diaz L (2020) <i>Building a resilient tomorrow: how to prepare for the coming climate disruption</i>, Oxford University Press, New York.',
      '(Hill and Martinez-Diaz 2020)',
      'Hill and Martinez-Diaz (2020)',
    ])
    await user.click(screen.getByRole('button', { name: 'Cite this!' }))
    const { id: _id, ...item } = hillAndMartinezDiaz.item
    expect(onSave).toHaveBeenCalledWith({ formatId: 1, item }, undefined)
  })

  it('shows the preview in the chosen font', () => {
    act(() => fontStyleStore.setState({ fontFamily: 'Times New Roman', fontSize: 12 }))
    renderPane({ initialFormatId: 1, editing: { id: 'c-hill', ...hillAndMartinezDiaz } })
    const reference = within(preview()).getAllByRole('definition')[0]!
    expect(reference.style.fontFamily).toBe('Times New Roman, serif')
    expect(reference.style.fontSize).toBe('12pt')
    act(() => fontStyleStore.setState({ fontFamily: 'Arial', fontSize: 14 }))
    expect(reference.style.fontSize).toBe('14pt')
  })

  it('says a dictionary entry with no author stays out of the reference list, and keeps its in-text form', () => {
    renderPane({ initialFormatId: 4, editing: { id: 'c-dict', ...dictionaryEntry } })
    const [reference, inText] = within(preview()).getAllByRole('definition')
    expect(reference!.textContent).toMatch(/^In-text only: not in the reference list\./)
    expect(inText!.innerHTML).toBe('(<i>Macquarie dictionary</i> 2017)')
  })

  describe('required fields', () => {
    it('are marked, and hint only after the field was left', async () => {
      const { user } = renderPane()
      expect(textbox('Title').required).toBe(true)
      expect(textbox('Edition').required).toBe(false)
      expect(screen.queryByText('Title is required')).toBeNull()
      await user.click(textbox('Title'))
      await user.tab()
      const hint = screen.getByText('Title is required')
      expect(textbox('Title').getAttribute('aria-invalid')).toBe('true')
      expect(textbox('Title').getAttribute('aria-describedby')).toContain(hint.id)
      // Other untouched fields stay quiet.
      expect(screen.queryByText('Publisher is required')).toBeNull()
      await user.type(textbox('Title'), 'Manual')
      expect(screen.queryByText('Title is required')).toBeNull()
    })

    it('stop the save, show every hint and focus the first problem', async () => {
      const { user, onSave } = renderPane()
      await user.type(textbox('Title'), 'Success in academic writing')
      await user.click(screen.getByRole('button', { name: 'Cite this!' }))
      expect(onSave).not.toHaveBeenCalled()
      expect(screen.getByText('Year is required')).toBeTruthy()
      expect(screen.getByText('Publisher is required')).toBeTruthy()
      expect(document.activeElement).toBe(textbox('Year'))
      expect(screen.getByText('Fill in the fields marked above, then try again.')).toBeTruthy()
      // What was typed stays.
      expect(textbox('Title').value).toBe('Success in academic writing')
    })

    it('hint at a required name list and at field errors', async () => {
      const { user, onSave } = renderPane({ initialFormatId: 7 })
      await user.type(screen.getByRole('textbox', { name: 'DOI' }), 'not a doi')
      await user.click(screen.getByRole('button', { name: 'Cite this!' }))
      expect(onSave).not.toHaveBeenCalled()
      const author = screen.getByRole('group', { name: 'Author' })
      const first = within(author).getByRole('textbox', { name: 'First' })
      expect(document.activeElement).toBe(first)
      expect(first.getAttribute('aria-invalid')).toBe('true')
      expect(within(author).getByRole('textbox', { name: 'Last' }).getAttribute('aria-required')).toBe('true')
      expect(screen.getByText('Author is required')).toBeTruthy()
      expect(screen.getByText('DOI must look like 10.1000/xyz123')).toBeTruthy()
    })

    it('follow the chosen A-or-B option', async () => {
      const { user } = renderPane({ initialFormatId: 8 })
      await user.click(screen.getByRole('radio', { name: 'Library database' }))
      await user.click(screen.getByRole('button', { name: 'Cite this!' }))
      expect(screen.getByText('Name of database is required')).toBeTruthy()
      expect(screen.queryByText('DOI is required')).toBeNull()
    })
  })

  describe('the format', () => {
    it('is a grouped dropdown of the visible formats, with the caption and pattern of the chosen one', () => {
      renderPane()
      const groups = within(formatSelect())
        .getAllByRole('group')
        .map((group) => group.getAttribute('label'))
      expect(groups).toEqual([
        'Book',
        'Journals',
        'Newspapers',
        'Social media',
        'Website and webpage documents',
        'Reports/Datasets/standard',
        'Audio visual',
        'Images and figures',
        'Conference Papers',
        'Theses',
        'Other sources',
      ])
      expect(within(formatSelect()).getAllByRole('option')).toHaveLength(43)
      expect(within(formatSelect()).queryByRole('option', { name: 'DVD film' })).toBeNull()
      expect(screen.getByText(/^A printed book\./)).toBeTruthy()
    })

    it('keeps the values both formats share when it changes', async () => {
      const { user } = renderPane({ initialFormatId: 1, editing: { id: 'c-hill', ...hillAndMartinezDiaz } })
      await user.selectOptions(formatSelect(), 'Journal article')
      expect(textbox('Article title').value).toBe(hillAndMartinezDiaz.item.title)
      expect(textbox('Year').value).toBe('2020')
      expect(forms()[0]).toMatch(/^Hill AC and Martinez-Diaz L \(2020\) 'Building a resilient tomorrow/)
    })

    it('switches a television program to a DVD film and back', async () => {
      const { user, onSave } = renderPane({ initialFormatId: 22 })
      const kind = screen.getByRole('group', { name: 'Television program / DVD film' })
      expect(within(kind).getByRole<HTMLInputElement>('radio', { name: 'Television program' }).checked).toBe(
        true,
      )
      await user.type(textbox('Episode title'), 'Beyond the wall')
      await user.type(textbox('Year'), '2017')
      await user.click(within(kind).getByRole('radio', { name: 'DVD film' }))
      expect(formatSelect().value).toBe('22')
      expect(screen.getByText(/^A film on DVD/)).toBeTruthy()
      expect(textbox('Title').value).toBe('Beyond the wall')
      expect(forms()[0]).toContain('[motion picture]')
      await user.type(textbox('Studio or distributor'), 'HBO')
      await user.click(screen.getByRole('button', { name: 'Cite this!' }))
      expect(onSave.mock.calls[0]?.[0].formatId).toBe(65)
      await user.click(within(kind).getByRole('radio', { name: 'Television program' }))
      expect(textbox('Episode title').value).toBe('Beyond the wall')
    })
  })

  describe('editing', () => {
    it('opens pre-filled and saves the changed citation under its id with "Save!"', async () => {
      const { user, onSave } = renderPane({
        initialFormatId: 1,
        editing: { id: 'c-hill', ...hillAndMartinezDiaz },
      })
      expect(screen.getByRole('heading', { level: 1, name: 'Edit citation' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Cite this!' })).toBeNull()
      const author = screen.getByRole('group', { name: 'Author' })
      expect(within(author).getByRole<HTMLInputElement>('textbox', { name: 'Author 1 Middle' }).value).toBe(
        'C',
      )
      expect(within(author).getByRole<HTMLInputElement>('textbox', { name: 'Author 2 Last' }).value).toBe(
        'Martinez-Diaz',
      )
      await user.type(textbox('Edition'), '2')
      expect(forms()[0]).toContain('climate disruption</i>, 2nd edn, Oxford University Press, New York.')
      await user.click(screen.getByRole('button', { name: 'Save!' }))
      expect(onSave).toHaveBeenCalledWith(
        { formatId: 1, item: { ...hillAndMartinezDiaz.item, edition: '2' } },
        'c-hill',
      )
    })
  })
})
