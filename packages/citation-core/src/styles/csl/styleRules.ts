import type { Segment } from '../../render/Rendered.ts'
import { type CslStyleId, styleOf } from '../citationStyles.ts'
import type { CiteprocItem } from './toCiteprocItem.ts'

/**
 * What one style does beyond its CSL file: how our item is put to it, and where its manual and its CSL file
 * disagree on a case students meet, the manual's form (docs/decisions/0736-where-the-manuals-win-over-the-csl-styles.md).
 */
export interface StyleRules {
  numeric: boolean
  /** The citeproc-js item of a format, adjusted before it is rendered. */
  item(item: CiteprocItem, formatId: number): CiteprocItem
  /** The reference of an item as rendered, corrected. */
  reference(segments: Segment[], item: CiteprocItem): Segment[]
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
    // The Publication Manual writes "[Data set]"; apa.csl prints the locale's "Dataset".
    if (out.type === 'dataset' && !out.genre) out.genre = 'Data set'
    // A report's number always reads "(Report No. J5911)": apa.csl labels only a plain number.
    if (out.type === 'report' && typeof out.number === 'string') {
      out.number = `No. ${out.number}`
      if (!out.genre) out.genre = formatId === 16 ? 'Catalogue' : 'Report'
    }
    // A dissertation from a database names the database after the university: "[…, University]. ProQuest …".
    if (out.type === 'thesis' && out.source && !out.archive) out.archive = out.source
    // A video names its uploader as author and the platform as publisher: the channel is not a container.
    if (formatId === 24) delete out['container-title']
    return out
  },
  // The 21+ rule: the first 19 authors, then three spaced points where the ampersand would be, then the last
  // author; citeproc-js writes one ellipsis character.
  reference: (segments) => mapText(segments, (text) => text.replace(/, … /g, ', . . . ')),
  // A narrative citation joins two authors with "and"; the ampersand is for parentheses.
  narrativeAuthors: (segments) => mapText(segments, (text) => text.replace(/ & /g, ' and ')),
}

const ieee: Omit<StyleRules, 'numeric'> = {
  item: (item) => {
    const out = { ...item }
    // ieee.csl prints where a paper was presented from the publisher's place.
    if (!out['container-title'] && out['event-place'] && !out['publisher-place'])
      out['publisher-place'] = out['event-place']
    // ieee.csl writes `medium` (an artwork's) where "[Online]" goes.
    delete out.medium
    // The Reference Guide's degree: "Ph.D. dissertation".
    if (out.type === 'thesis' && typeof out.genre === 'string')
      out.genre = out.genre.replace(/^PhD\b/, 'Ph.D.')
    return out
  },
  reference: same,
  narrativeAuthors: same,
}

const vancouver: Omit<StyleRules, 'numeric'> = {
  item: (item) => {
    // Citing Medicine's kinds of thesis: "[dissertation]", "[master's thesis]".
    if (item.type !== 'thesis' || typeof item.genre !== 'string') return item
    return /^(PhD|doctoral)\b/i.test(item.genre) ? { ...item, genre: 'dissertation' } : item
  },
  reference: (segments, item) => {
    const place = item['publisher-place']
    return mapText(segments, (text) => {
      // Citing Medicine writes every range with a hyphen, pages ("112-6") and dates ("2002 Aug 17-22") alike.
      const hyphened = text.replace(/(\d)–(\d)/g, '$1-$2')
      // The place of a thesis's university is not in brackets, as the ICMJE samples print it:
      // nlm-citation-sequence.csl brackets it as if it were inferred.
      return item.type === 'thesis' && typeof place === 'string'
        ? hyphened.replace(`[${place}]`, place)
        : hyphened
    })
  },
  narrativeAuthors: same,
}

const chicago: Omit<StyleRules, 'numeric'> = {
  item: (item) => {
    const out = { ...item }
    // The manual's degree: "PhD diss.".
    if (out.type === 'thesis' && typeof out.genre === 'string')
      out.genre = out.genre.replace(/^PhD dissertation\b/, 'PhD diss.')
    // A work read in a library database ends with the database's name, which chicago-author-date.csl prints from
    // `archive` (a standard's database is already named with its number).
    if (out.source && !out.URL && !out.archive && out.type !== 'standard') out.archive = out.source
    // A broadcast "aired … on" its network: the network's city is not part of it.
    if (out.type === 'broadcast') delete out['publisher-place']
    return out
  },
  // With a year and no day, chicago-author-date writes "Aired, on ABC".
  reference: (segments) => mapText(segments, (text) => text.replace(/\bAired, on /g, 'Aired on ')),
  narrativeAuthors: same,
}

const rulesOf: Record<CslStyleId, Omit<StyleRules, 'numeric'>> = {
  'apa-7': apa,
  ieee,
  vancouver,
  'chicago-author-date': chicago,
}

export function styleRules(style: CslStyleId): StyleRules {
  return { ...rulesOf[style], numeric: styleOf(style).numeric }
}
