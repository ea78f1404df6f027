import { type BibliographyEntry, renderBibliography } from '@unikit/citation-core'
import { foldText } from '@unikit/contracts'
import { useMemo } from 'react'
import type { SavedCitation } from '../../store/citationTypes.ts'

/** A row of the listing: the saved citation and its rendered forms in the context of its project. */
export type ListingRow = { citation: SavedCitation; entry: BibliographyEntry }

/**
 * The project's citations in bibliography order with their a/b suffixes (rendered from the engine, never stored),
 * and those matching the search in their reference or in-text forms, diacritic-insensitively.
 */
export function useListing(citations: readonly SavedCitation[], query: string) {
  const rows = useMemo<ListingRow[]>(
    () =>
      renderBibliography(citations).flatMap((entry) => {
        const citation = citations[entry.index]
        return citation ? [{ citation, entry }] : []
      }),
    [citations],
  )
  const haystacks = useMemo(
    () => rows.map(({ entry }) => foldText(`${entry.text} ${entry.inText.text} ${entry.narrative.text}`)),
    [rows],
  )
  const visible = useMemo(() => {
    const needle = foldText(query)
    return needle === '' ? rows : rows.filter((_, index) => haystacks[index]?.includes(needle))
  }, [rows, haystacks, query])
  return { rows, visible }
}
