import type { CslItem } from '../../csl/CslItem.ts'
import type { PastedEntry } from '../paste/PastedEntry.ts'
import type { SourceStyle } from '../ReferenceCheck.ts'
import { MAX_ENTRY_LENGTH } from '../ReferenceCheck.ts'
import { abbreviateOrganisation } from './abbreviateOrganisation.ts'
import { parseAudiovisual } from './audiovisual.ts'
import { baseItem } from './baseItem.ts'
import { parseBook } from './books.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import { parseJournal } from './journals.ts'
import { parseLegalCase } from './legal.ts'
import { parseNewspaperOrBlog } from './newspapers.ts'
import { parseOther } from './other.ts'
import { readEntry } from './readEntry.ts'
import { parseReport } from './reports.ts'
import { type SortedParts, sortParts } from './sortParts.ts'
import { parseThesis } from './theses.ts'
import { parseWebPage } from './web.ts'

/** The family parsers in the order they are tried: the most specific clues first. */
const families: ((parse: EntryParse, sorted: SortedParts) => FamilyMatch | undefined)[] = [
  parseLegalCase,
  parseThesis,
  parseAudiovisual,
  parseReport,
  parseOther,
  parseJournal,
  parseNewspaperOrBlog,
  parseBook,
  parseWebPage,
]

export interface ParsedEntry {
  formatId: number | null
  item: CslItem
  style: SourceStyle
  parse: EntryParse
}

/** Recognises the format of a pasted entry and parses its parts into a CSL item. */
export function parseEntry(entry: PastedEntry): ParsedEntry {
  if (entry.text.length > MAX_ENTRY_LENGTH) {
    // A paragraph this long is prose, not a reference (docs/decisions/0700-*): it is not parsed at all.
    const parse: EntryParse = {
      style: 'unknown',
      creators: [],
      producers: [],
      editors: [],
      parts: [],
      marks: new Set(['too-long']),
    }
    return { formatId: null, item: { type: 'document' }, style: 'unknown', parse }
  }
  const parse = readEntry(entry)
  const sorted = sortParts(parse)
  // With no author, no date and no style to go by, a line is not a reference (`see over`, a note).
  const unreadable =
    parse.style === 'unknown' && parse.creators.length === 0 && !parse.issued && !sorted.issued
  for (const family of unreadable ? [] : families) {
    const match = family(parse, sorted)
    if (match) {
      abbreviateOrganisation(match.item)
      return { formatId: match.formatId, item: match.item, style: parse.style, parse }
    }
  }
  const item = baseItem(parse.title?.quoted ? 'article-journal' : 'book', parse, sorted)
  const recognisable = parse.title !== undefined && (parse.creators.length > 0 || parse.issued !== undefined)
  if (recognisable && parse.title?.quoted && sorted.rest[0]) {
    item['container-title'] = sorted.rest[0].text
    return { formatId: 7, item, style: parse.style, parse }
  }
  return { formatId: recognisable ? 1 : null, item, style: parse.style, parse }
}
