import type { CslDate } from '../../csl/CslItem.ts'
import type { EntryParse } from './EntryParse.ts'
import type { Part } from './Part.ts'
import { parseIssued } from './parseIssued.ts'

/** The tail's parts sorted by what they are: locators, edition, numbers, website, and the plain rest in order. */
export interface SortedParts {
  volume?: string
  issue?: string
  page?: string
  /** An article number (`Article e0266123`). */
  article?: string
  edition?: string
  /** `report number J5911`, `catalogue number 3302.0`. */
  number?: string
  numberKind?: 'report' | 'catalogue'
  website?: string
  /** A date found among the parts (MLA's `2020`, a newspaper's `9 October`). */
  issued?: CslDate
  /** `season 7, episode 6` / `episode 3`. */
  season?: string
  episode?: string
  /** The parts left, in order: containers, publishers, places. */
  rest: Part[]
  /** How many of `rest` came before the volume (a journal's name with commas in it). */
  beforeVolume?: number
}

const volumeIssuePages = /^(\d+[A-Z]?)\s*(?:\(([^)]+)\))?\s*(?::\s*(.+))?$/
const pagesOnly = /^(?:pp?\.?\s*)?([A-Za-z]?\d+[A-Za-z]?\s*[-–—]\s*[A-Za-z]?\d+[A-Za-z]?|[A-Za-z]?\d+)$/
const edition = /^\(?(\d+)\s*(?:st|nd|rd|th)?\.?\s+(edn|ed\.?|edition|Aufl\.)\)?$/i
/**
 * A lone locator that is an article number, not a page: `e` and four or more digits (PLOS's `e0266123`) or six
 * digits and more (`145905`). A short e-locator stays a page, as the guide prints it (`3(12):E819`).
 */
const articleNumber = /^(?:e\d{4,}|\d{6,})$/
const numberWords = /^\(?(report|catalogue|cat\.|rep\.)\s*(?:number|no\.?|num\.?)?\s*:?\s*(.+?)\)?$/i

/** `1095–1110` → `1095-1110`: RMIT Harvard writes ranges with a hyphen (RULES.md). */
export function hyphenRange(pages: string): string {
  return pages.replace(/\s*[–—]\s*|\s+-\s+/g, '-')
}

type Rule = (part: Part, sorted: SortedParts, parse: EntryParse) => boolean

/** Applies `then` to the match of `pattern` on an upright, unquoted part's text. */
function when(
  pattern: RegExp,
  then: (match: RegExpExecArray, sorted: SortedParts, parse: EntryParse) => unknown,
): Rule {
  return (part, sorted, parse) => {
    const match = pattern.exec(part.text)
    return match !== null && then(match, sorted, parse) !== false
  }
}

const plain = (part: Part) => !part.italic && !part.quoted

/** The kinds of part, tried in order; the first that takes a part keeps it. */
const rules: Rule[] = [
  // APA's `In D. Benioff (Executive Producer), *Game of thrones*`: the series' producers are not printed.
  (part) => /^In\s.+\((?:Executive\s)?Producers?\)$/.test(part.text),
  // Google Scholar's MLA: `Qualitative Social Work 19.5-6 (2020): 1095-1110`.
  (part, sorted, parse) => {
    const match = /^(.+?)\s+(\d+)(?:\.([\w-]+))?\s+\((\d{4})\)(?::\s*(.+))?$/.exec(part.text)
    if (part.quoted || !match || sorted.volume !== undefined) return false
    sorted.beforeVolume = sorted.rest.length + 1
    sorted.rest.push({ text: match[1]!, italic: part.italic, quoted: false })
    sorted.volume = match[2]
    if (match[3]) sorted.issue = match[3]
    if (!parse.issued) sorted.issued = { 'date-parts': [[Number(match[4])]] }
    if (match[5]) readPages(match[5], sorted, parse)
    parse.marks.add('volume-form')
    return true
  },
  // Chicago (Scholar's too): `Qualitative Social Work 19, no. 5-6 (2020): 1095-1110`.
  (part, sorted, parse) => {
    const match = /^no\.\s*(\S+)\s+\((?:[A-Za-z]+\s)?(\d{4})\)(?::\s*(.+))?$/.exec(part.text)
    const previous = sorted.rest.at(-1)
    const journal = previous && /^(.+?)\s+(\d+)$/.exec(previous.text)
    if (!match || !journal || sorted.volume !== undefined) return false
    sorted.rest[sorted.rest.length - 1] = { ...previous, text: journal[1]! }
    sorted.beforeVolume = sorted.rest.length
    sorted.volume = journal[2]
    sorted.issue = match[1]
    if (!parse.issued) sorted.issued = { 'date-parts': [[Number(match[2])]] }
    if (match[3]) readPages(match[3], sorted, parse)
    parse.marks.add('volume-form')
    return true
  },
  // Old Harvard's newspaper date: `…, The Conversation, 3 May, viewed …` after `Taylor, M 2017,`.
  (part, _sorted, parse) => {
    const year = parse.issued?.['date-parts']?.[0]
    if (!plain(part) || year?.length !== 1) return false
    const day = parseIssued(`${part.text.replace(/,$/, '')} ${year[0]}`)
    const parts = day?.['date-parts']?.[0]
    if (!/^\d{1,2} \p{L}+$/u.test(part.text) || parts?.length !== 3) return false
    parse.issued = day
    return true
  },
  // MLA's and Scholar's year among the parts (`…, vol. 19, 2020, pp. 1-10`; `Palgrave, 2018.`).
  (part, sorted, parse) => {
    if (!plain(part) || parse.issued !== undefined || sorted.issued !== undefined) return false
    const year = /^(1[5-9]\d\d|20\d\d)$/.exec(part.text)
    if (year) sorted.issued = { 'date-parts': [[Number(year[1])]] }
    return year !== null
  },
  (part, sorted, parse) =>
    !part.quoted &&
    sorted.volume === undefined &&
    when(volumeIssuePages, (match) => {
      sorted.volume = match[1]
      sorted.beforeVolume = sorted.rest.length
      if (match[2]) sorted.issue = hyphenRange(match[2])
      if (match[3]) readPages(match[3], sorted, parse)
    })(part, sorted, parse),
  when(/^(?:vol\.?|volume)\s*(\S+)$/i, (match, sorted, parse) => {
    sorted.volume = match[1]
    sorted.beforeVolume = sorted.rest.length
    parse.marks.add('vol-words')
  }),
  when(/^(?:no\.?|iss\.?|issue)\s*(\S+)$/i, (match, sorted) => {
    sorted.issue = match[1]
  }),
  when(/^(?:article|art\.?)\s*(?:no\.?|number)?\s*(\S+)$/i, (match, sorted) => {
    sorted.article = match[1]
  }),
  (part, sorted, parse) => {
    const pages = (sorted.volume !== undefined || /^pp?\.\s*\d/.test(part.text)) && sorted.page === undefined
    if (!pages || !pagesOnly.test(part.text)) return false
    readPages(part.text, sorted, parse)
    return true
  },
  when(edition, (match, sorted, parse) => {
    sorted.edition = match[1]
    if (!/^edn$/i.test(match[2]!) || match[0].startsWith('(')) parse.marks.add('edition-form')
  }),
  when(numberWords, (match, sorted) => {
    sorted.number = match[2]!.trim()
    sorted.numberKind = /^cat/i.test(match[1]!) ? 'catalogue' : 'report'
  }),
  when(/^(.+?)\s+website$/i, (match, sorted) => {
    sorted.website = match[1]
  }),
  when(/^\(?season\s+(\d+),?\s*episode\s+(\d+)\)?$/i, (match, sorted) => {
    sorted.season = match[1]
    sorted.episode = match[2]
  }),
  (part, sorted, parse) => {
    if (!plain(part) || parse.issued !== undefined || sorted.issued !== undefined) return false
    if (
      !/^\d{4}$|^\d{1,2}\s+\p{Lu}\p{Ll}+\.?\s+\d{4}$|^\p{Lu}\p{Ll}+\.?\s+\d{1,2},?\s+\d{4}$/u.test(part.text)
    )
      return false
    sorted.issued = parseIssued(part.text.replace(/(\p{L})\.(?=\s)/u, '$1'))
    return sorted.issued !== undefined
  },
]

export function sortParts(parse: EntryParse): SortedParts {
  const sorted: SortedParts = { rest: [] }
  for (const raw of parse.parts) {
    // APA's `In *Conversations*`: the podcast or series the episode is in.
    const part = /^In\s/.test(raw.text) && raw.italic ? { ...raw, text: raw.text.slice(3) } : raw
    if (!rules.some((rule) => rule(part, sorted, parse))) sorted.rest.push(part)
  }
  return sorted
}

function readPages(raw: string, sorted: SortedParts, parse: EntryParse): void {
  let text = raw.trim()
  if (/^pp?\.\s*/.test(text)) {
    parse.marks.add('pp')
    text = text.replace(/^pp?\.\s*/, '')
  }
  const article = /^(?:(.+?),\s*)?Article\s+(\S+)$/i.exec(text)
  if (article) {
    if (article[1]) sorted.page = hyphenRange(article[1])
    sorted.article = article[2]
    return
  }
  // An article number in the place of pages (`17(4), e0266123`) is written `17(4):Article e0266123` (RULES.md §7).
  if (articleNumber.test(text)) {
    sorted.article = text
    parse.marks.add('article-number')
    return
  }
  if (/[–—]/.test(text)) parse.marks.add('en-dash')
  sorted.page = hyphenRange(text)
}
