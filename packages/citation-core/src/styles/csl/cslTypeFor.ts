import { getFormat } from '../../catalogue/catalogue.ts'
import type { CslItem } from '../../csl/CslItem.ts'
import type { CslStyleId } from '../citationStyles.ts'

/**
 * The CSL type a format is written as in a style: its own type (the catalogue's `cslType`) unless the style has
 * no rule for it, then the nearest type it has (docs/product/citation-styles.md#formats-a-style-has-no-rule-for).
 */
const nearest: Partial<Record<number, Partial<Record<CslStyleId, string>>>> = {
  // A webpage document is a page of a website in every style, and so is a media release but in Citing Medicine,
  // whose webpage starts with the site's name.
  14: { 'apa-7': 'webpage', ieee: 'webpage', vancouver: 'webpage', 'chicago-author-date': 'webpage' },
  35: { 'apa-7': 'webpage', ieee: 'webpage', 'chicago-author-date': 'webpage' },
  // IEEE's only film is an online video; a film or DVD is published like a book.
  23: { ieee: 'book' },
  65: { ieee: 'book' },
  // Citing Medicine has no standards chapter: a standard is a report with its number.
  19: { vancouver: 'report' },
  // A paper in no proceedings is a paper presented at its conference.
  30: { vancouver: 'speech' },
  31: { vancouver: 'speech' },
  33: { vancouver: 'manuscript' },
}

export function cslTypeFor(formatId: number, _item: CslItem, style: CslStyleId): string {
  return nearest[formatId]?.[style] ?? getFormat(formatId).cslType
}
