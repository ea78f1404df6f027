import type { Segment } from '../../render/Rendered.ts'
import { type CslStyleId, styleOf } from '../citationStyles.ts'
import type { CiteprocItem } from './toCiteprocItem.ts'

/**
 * What one style does beyond its CSL file: how our item is put to it, and where its manual and its CSL file
 * disagree on a case students meet, the manual's form (docs/decisions/0762-where-the-manuals-win-over-the-csl-styles.md).
 */
export interface StyleRules {
  numeric: boolean
  /** The citeproc-js item of a format, adjusted before it is rendered. */
  item(item: CiteprocItem, formatId: number): CiteprocItem
  /** The reference as rendered, corrected. */
  reference(segments: Segment[]): Segment[]
  /** The authors of a narrative citation (citeproc-js's `author-only` form), corrected. */
  narrativeAuthors(segments: Segment[]): Segment[]
}

const same = <T>(value: T) => value

const mapText = (segments: Segment[], change: (text: string) => string): Segment[] =>
  segments.map((segment) => ({ ...segment, text: change(segment.text) }))

/** Conference papers, as APA 7 describes a paper given at a conference. */
const presentations = new Set([30, 31, 32])

const apa: Omit<StyleRules, 'numeric'> = {
  item: (item, formatId) => {
    const out = { ...item }
    if (presentations.has(formatId) && !out.genre) out.genre = 'Paper presentation'
    // A video names its uploader as author and the platform as publisher: the channel is not a container.
    if (formatId === 24) delete out['container-title']
    // A student's paper: "[Unpublished paper for HRHR1001]", as RMIT's guide words it; APA has no course number.
    if (formatId === 36) {
      out.genre = `Unpublished paper${out.number ? ` for ${out.number}` : ''}`
      delete out.number
    }
    return out
  },
  // The 21+ rule: the first 19 authors, then three spaced points where the ampersand would be, then the last
  // author; citeproc-js writes one ellipsis character.
  reference: (segments) => mapText(segments, (text) => text.replace(/, … /g, ', . . . ')),
  // A narrative citation joins two authors with "and"; the ampersand is for parentheses.
  narrativeAuthors: (segments) => mapText(segments, (text) => text.replace(/ & /g, ' and ')),
}

const chicago: Omit<StyleRules, 'numeric'> = {
  item: (item) => {
    // A broadcast "aired … on" its network: the network's city is not part of it.
    if (item.type !== 'broadcast') return item
    const { 'publisher-place': _place, ...out } = item
    return out as CiteprocItem
  },
  // With a year and no day, chicago-author-date writes "Aired, on ABC".
  reference: (segments) => mapText(segments, (text) => text.replace(/\bAired, on /g, 'Aired on ')),
  narrativeAuthors: same,
}

const plain: Omit<StyleRules, 'numeric'> = { item: same, reference: same, narrativeAuthors: same }

const rulesOf: Record<CslStyleId, Omit<StyleRules, 'numeric'>> = {
  'apa-7': apa,
  ieee: plain,
  vancouver: plain,
  'chicago-author-date': chicago,
}

export function styleRules(style: CslStyleId): StyleRules {
  return { ...rulesOf[style], numeric: styleOf(style).numeric }
}
