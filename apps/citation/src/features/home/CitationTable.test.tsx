import { render, screen, within } from '@testing-library/react'
import { type CitationEntry, renderBibliography } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { bookEntry, dictionaryEntry } from '../../../test/workspaceFixtures.ts'
import type { SavedCitation } from '../../store/citationTypes.ts'
import { CitationTable } from './CitationTable.tsx'
import type { ListingRow } from './useListing.ts'

function rowsOf(entries: CitationEntry[]): ListingRow[] {
  const citations: SavedCitation[] = entries.map((entry, index) => ({
    id: `c${index}`,
    projectId: 1,
    time: 1,
    ...entry,
  }))
  return renderBibliography(citations).map((entry) => ({ citation: citations[entry.index]!, entry }))
}

const noop = () => {}

describe('CitationTable', () => {
  it('says "In-text only" in place of the reference of a work the guide keeps out of the reference list', () => {
    render(
      <CitationTable
        rows={rowsOf([bookEntry, dictionaryEntry])}
        projectTitle="Essay"
        selected={new Set()}
        referenceStyle={{}}
        onToggle={noop}
        onToggleAll={noop}
        onEdit={noop}
        onRemove={noop}
      />,
    )
    const rows = within(screen.getByRole('table', { name: 'Citations of Essay' }))
      .getAllByRole('row')
      .slice(1)
    const [dictionary, book] = rows.map((row) => within(row).getAllByRole('cell'))
    expect(dictionary?.[2]?.textContent).toBe('(Macquarie dictionary 2017)')
    expect(dictionary?.[2]?.querySelector('i')?.textContent).toBe('Macquarie dictionary')
    const edit = within(dictionary?.[3] as HTMLElement).getByRole('button', {
      name: 'Edit: In-text only: not in the reference list',
    })
    expect(edit.textContent).not.toContain('Macmillan')
    expect(
      within(book?.[3] as HTMLElement).getByRole('button', { name: /^Edit: Nguyễn TM \(2018\)/ }),
    ).toBeTruthy()
  })
})
