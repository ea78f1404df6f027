import { getFormat } from '../../catalogue/catalogue.ts'
import type { CslStyleId } from '../citationStyles.ts'

const V = 'vancouver'

/**
 * The CSL type a format is written as in a style where it is not the catalogue's own `cslType`: a type the style's
 * CSL file has no rule for goes to the nearest one it has, and a few go where the style's manual puts them
 * (docs/product/citation-styles.md#formats-and-the-styles, docs/decisions/0735-our-formats-in-the-csl-styles.md).
 */
const nearest: Partial<Record<number, Partial<Record<CslStyleId, string>>>> = {
  // IEEE cites an encyclopedia entry as a chapter; a pamphlet, a film and a DVD as books; a data set as a report.
  4: { ieee: 'chapter' },
  5: { ieee: 'book', [V]: 'book' },
  // A webpage document is a page of its site in every style; so is a media release but in Citing Medicine, whose
  // webpage starts with the site's name.
  14: { 'apa-7': 'webpage', ieee: 'webpage', [V]: 'webpage', 'chicago-author-date': 'webpage' },
  35: { 'apa-7': 'webpage', ieee: 'webpage', [V]: 'book', 'chicago-author-date': 'webpage' },
  18: { ieee: 'report', [V]: 'book' },
  23: { ieee: 'book', [V]: 'book' },
  65: { ieee: 'book', [V]: 'book' },
  38: { ieee: 'graphic', [V]: 'book', 'chicago-author-date': 'graphic' },
  // Citing Medicine's audiovisual, social media and other media are books with their medium in brackets.
  12: { [V]: 'book' },
  22: { [V]: 'book' },
  24: { [V]: 'book' },
  25: { [V]: 'book' },
  26: { [V]: 'book' },
  27: { [V]: 'book' },
  28: { [V]: 'book' },
  29: { [V]: 'book' },
  33: { [V]: 'book' },
  36: { [V]: 'book' },
  // Citing Medicine has no standards rule (a report with its number), cites a paper in no proceedings as presented
  // at its conference, and a court case with legal material.
  19: { [V]: 'report' },
  30: { [V]: 'speech' },
  31: { [V]: 'speech' },
  34: { [V]: 'legislation' },
}

/** The CSL type of a format in a style. */
export function cslTypeFor(formatId: number, style: CslStyleId): string {
  return nearest[formatId]?.[style] ?? getFormat(formatId).cslType
}
