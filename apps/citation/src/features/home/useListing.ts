import { type BibliographyEntry, renderBibliography, type StyleId } from '@unikit/citation-core'
import { foldText } from '@unikit/contracts'
import { useMemo } from 'react'
import type { SavedCitation } from '../../store/citationTypes.ts'

/** A row of the listing: the saved citation and its rendered forms in the context of its project. */
export type ListingRow = { citation: SavedCitation; entry: BibliographyEntry }

/**
 * The project's citations in bibliography order with their a/b suffixes or, in a numeric style, in the order they
 * were first cited with their labels (rendered from the engine in the project's style, never stored), and those
 * matching the search in their reference or in-text forms, diacritic-insensitively. Nothing until the style is
 * `ready` (loaded).
 */
export function useListing(
  citations: readonly SavedCitation[],
  query: string,
  style: StyleId,
  ready: boolean,
) {
  const rows = useMemo<ListingRow[]>(
    () =>
      ready
        ? renderBibliography(citations, { style }).flatMap((entry) => {
            const citation = citations[entry.index]
            return citation ? [{ citation, entry }] : []
          })
        : [],
    [citations, style, ready],
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
