import type { CitationEntry, CslItem } from '../csl/CslItem.ts'
import { composeBibliography } from './composeBibliography.ts'
import { composeInText } from './composeInText.ts'
import { layoutFor } from './layoutFor.ts'
import type { Rendered } from './Rendered.ts'
import { toRendered } from './toRendered.ts'

/** A reference-list entry with the in-text forms that go with it (suffixes and initials applied). */
export interface BibliographyEntry extends Rendered {
  /** Position of the entry in the input. */
  index: number
  formatId: number
  /** The input item with `year-suffix` set when the list needed one. */
  item: CslItem
  /** Parenthetical in-text citation: `(Ayoob 2021a)`. */
  inText: Rendered
  /** Narrative in-text citation: `Ayoob (2021a)`. */
  narrative: Rendered
  /**
   * Cited in text only, not in the reference list (a dictionary entry with no author, RULES.md section 5):
   * `html` and `text` are empty and a listing shows the in-text forms alone.
   */
  inTextOnly: boolean
}

/**
 * The reference list, one entry per input entry: sorted by first author (as displayed) or title, diacritic- and
 * case-aware, then year; works that would be cited alike get `a`, `b`... in both the reference and the in-text
 * forms. A work the guide cites in text only keeps its place (for a listing) with `inTextOnly: true` and no
 * reference text; leave it out when printing the list, as `toClipboard` and `exportDocx` do.
 */
export function renderBibliography(entries: readonly CitationEntry[]): BibliographyEntry[] {
  return composeBibliography(entries).map((entry) => {
    const layout = layoutFor(entry.formatId)
    const options = { withInitials: entry.withInitials }
    return {
      ...toRendered(entry.segments),
      index: entry.index,
      formatId: entry.formatId,
      item: entry.item,
      inText: toRendered(composeInText(layout, entry.item, options)),
      narrative: toRendered(composeInText(layout, entry.item, { ...options, narrative: true })),
      inTextOnly: entry.inTextOnly,
    }
  })
}
