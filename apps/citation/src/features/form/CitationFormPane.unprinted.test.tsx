import { screen, within } from '@testing-library/react'
import type { CitationEntry } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { renderPane } from '../../../test/renderPane.tsx'

// docs/decisions/0719-details-the-format-will-not-print.md

const preview = () => screen.getByRole('region', { name: 'Preview' })
const reference = () => within(preview()).getAllByRole('definition')[0]!.textContent
const formatSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Format' })
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

/** The text a screen reader reads as the control's description: the elements its aria-describedby names. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

const translatedBook: CitationEntry = {
  formatId: 1,
  item: {
    type: 'book',
    author: [{ family: 'Tolstoy', given: 'Leo' }],
    translator: [{ family: 'Garnett', given: 'Constance' }],
    issued: { 'date-parts': [[1978]] },
    title: 'Anna Karenina',
    publisher: 'Pan Books',
    'publisher-place': 'London',
  },
}

const TRANSLATOR_NOTE =
  'This format does not print the translator; choose Book, E-Book or Book Chapter, or leave it empty.'

describe('a detail the format will not print', () => {
  it('prints the translator a book form offers', async () => {
    const { user } = renderPane({ initialFormatId: 1 })
    const translator = screen.getByRole('group', { name: 'Translator' })
    await user.type(within(translator).getByRole('textbox', { name: 'First' }), 'Constance')
    await user.type(within(translator).getByRole('textbox', { name: 'Last' }), 'Garnett')
    await user.type(textbox('Title'), 'Anna Karenina')
    expect(reference()).toBe('Anna Karenina (n.d.) Garnett C (trans).')
    expect(screen.queryByText(TRANSLATOR_NOTE)).toBeNull()
  })

  it('keeps the translator under the form after a change of format, and says under it that it is not printed', async () => {
    const { user, onSave } = renderPane({
      initialFormatId: 1,
      editing: { id: 'c-tolstoy', ...translatedBook },
    })
    await user.selectOptions(formatSelect(), 'Website/Webpage')
    const kept = screen.getByRole('group', { name: 'Kept from the format you had before' })
    const translator = within(kept).getByRole('group', { name: 'Translator' })
    const last = within(translator).getByRole<HTMLInputElement>('textbox', { name: 'Last' })
    expect(last.value).toBe('Garnett')
    expect(within(translator).getByText(TRANSLATOR_NOTE)).toBeTruthy()
    expect(description(last)).toContain(TRANSLATOR_NOTE)
    expect(reference()).not.toContain('Garnett')

    // Nothing is lost: back on Book, the translator is printed again.
    await user.selectOptions(formatSelect(), 'Book')
    expect(screen.queryByRole('group', { name: 'Kept from the format you had before' })).toBeNull()
    expect(reference()).toBe('Tolstoy L (1978) Anna Karenina, Garnett C (trans), Pan Books, London.')
    await user.click(screen.getByRole('button', { name: 'Save!' }))
    expect(onSave.mock.calls[0]?.[0].item.translator).toEqual([{ family: 'Garnett', given: 'Constance' }])
  })

  it('opens a saved citation with the kept field and its note', () => {
    renderPane({
      initialFormatId: 13,
      editing: { id: 'c-page', formatId: 13, item: { ...translatedBook.item, type: 'webpage' } },
    })
    const kept = screen.getByRole('group', { name: 'Kept from the format you had before' })
    expect(within(kept).getByText(TRANSLATOR_NOTE)).toBeTruthy()
  })

  it('drops the note once the kept field is emptied', async () => {
    const { user } = renderPane({ initialFormatId: 1, editing: { id: 'c-tolstoy', ...translatedBook } })
    await user.selectOptions(formatSelect(), 'Journal article')
    const kept = screen.getByRole('group', { name: 'Kept from the format you had before' })
    expect(within(kept).getByText(/^This format does not print the publisher;/)).toBeTruthy()
    const translator = within(kept).getByRole('group', { name: 'Translator' })
    await user.clear(within(translator).getByRole('textbox', { name: 'First' }))
    await user.clear(within(translator).getByRole('textbox', { name: 'Last' }))
    expect(within(kept).queryByText(TRANSLATOR_NOTE)).toBeNull()
  })

  it('says when a field of the format prints only beside another', async () => {
    const { user } = renderPane({ initialFormatId: 22 })
    await user.type(textbox('Episode title'), 'Beyond the wall')
    await user.type(textbox('Season'), '7')
    const note =
      'This format prints the season only with the series title; fill that in, or leave this empty.'
    expect(description(textbox('Season'))).toContain(note)
    expect(reference()).not.toContain('season')
    await user.type(textbox('Series title'), 'Game of thrones')
    expect(screen.queryByText(note)).toBeNull()
    expect(reference()).toContain('Game of thrones (season 7)')
  })
})
