import { getFormat } from '../../catalogue/catalogue.ts'
import type { CslItem } from '../../csl/CslItem.ts'
import type { CslStyleId } from '../citationStyles.ts'

/**
 * The CSL type a format is written as in a style: its own type (the catalogue's `cslType`) unless the style has
 * no rule for it, then the nearest type it has (docs/product/citation-styles.md#formats-a-style-has-no-rule-for).
 */
const V = 'vancouver'
const nearest: Partial<Record<number, Partial<Record<CslStyleId, string>>>> = {
  4: { ieee: 'chapter' },
  5: { ieee: 'book', [V]: 'book' },
  12: { [V]: 'book' },
  14: { 'apa-7': 'webpage', ieee: 'webpage', [V]: 'webpage', 'chicago-author-date': 'webpage' },
  18: { ieee: 'report', [V]: 'book' },
  19: { [V]: 'report' },
  22: { [V]: 'book' },
  23: { ieee: 'book', [V]: 'book' },
  65: { ieee: 'book', [V]: 'book' },
  24: { [V]: 'book' },
  25: { [V]: 'book' },
  26: { [V]: 'book' },
  27: { [V]: 'book' },
  28: { [V]: 'book' },
  29: { [V]: 'book' },
  38: { ieee: 'graphic', [V]: 'book', 'chicago-author-date': 'graphic' },
  30: { [V]: 'speech' },
  31: { [V]: 'speech' },
  33: { [V]: 'manuscript' },
  34: { [V]: 'legislation' },
  35: { 'apa-7': 'webpage', ieee: 'webpage', [V]: 'book', 'chicago-author-date': 'webpage' },
  36: { [V]: 'book' },
}

export function cslTypeFor(formatId: number, _item: CslItem, style: CslStyleId): string {
  return nearest[formatId]?.[style] ?? getFormat(formatId).cslType
}
