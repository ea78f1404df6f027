import type { CitationEntry, CslItem } from '../csl/CslItem.ts'
import type { StyleOptions } from '../styles/citationStyles.ts'
import { layOutBibliography } from '../styles/layOutBibliography.ts'
import type { Rendered } from './Rendered.ts'
import { toRendered } from './toRendered.ts'

/** A reference-list entry with the in-text forms that go with it (suffixes and initials applied). */
export interface BibliographyEntry extends Rendered {
  /** Position of the entry in the input. */
  index: number
  formatId: number
  /** The input item; in RMIT Harvard with `year-suffix` set when the list needed one. */
  item: CslItem
  /** A numeric style's label of the entry, `[1]` or `1.` (not part of `html` and `text`). */
  label?: string
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
 * The reference list, one entry per input entry. In RMIT Harvard (the default): sorted by first author (as
 * displayed) or title, diacritic- and case-aware, then year; works that would be cited alike get `a`, `b`... in
 * both the reference and the in-text forms; a work the guide cites in text only keeps its place (for a listing)
 * with `inTextOnly: true` and no reference text; leave it out when printing the list, as `toClipboard` and
 * `exportDocx` do. In another style (`options.style`, loaded with `loadStyle` first), as that style sorts and
 * disambiguates: a numeric style keeps the input order as the order of first citation and labels each entry.
 */
export function renderBibliography(
  entries: readonly CitationEntry[],
  options: StyleOptions = {},
): BibliographyEntry[] {
  return layOutBibliography(entries, options.style).map((entry) => {
    const rendered: BibliographyEntry = {
      ...toRendered(entry.segments),
      index: entry.index,
      formatId: entry.formatId,
      item: entry.item,
      inText: toRendered(entry.inText),
      narrative: toRendered(entry.narrative),
      inTextOnly: entry.inTextOnly,
    }
    if (entry.label !== undefined) rendered.label = entry.label
    return rendered
  })
}
