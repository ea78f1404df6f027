import type { PastedEntry } from '../paste/PastedEntry.ts'
import type { SourceStyle } from '../ReferenceCheck.ts'
import type { EntryParse } from './EntryParse.ts'
import { extractLinks } from './extractLinks.ts'
import { MarkedText } from './MarkedText.ts'
import type { Part } from './Part.ts'
import { parseCreators } from './parseCreators.ts'
import { parseIssued } from './parseIssued.ts'
import { singleCaseName } from './singleCaseName.ts'

const quotes = new Map([
  ["'", "'"],
  ['‘', '’'],
  ['"', '"'],
  ['“', '”'],
])
/** Words after which `. ` does not end a sentence. */
const abbreviations =
  /(?:^|\s)(?:St|Mt|Dr|Vol|vol|No|no|pp|p|e\.g|i\.e|vs|Co|Jr|Sr|Pty|cat|Cat|nos|Rep|rep|Inc|Ltd|Corp|al|[A-Z])$/

interface Head {
  style: SourceStyle
  creators: string
  date?: string
  /** Where the tail starts. */
  rest: number
  /** The part before the date was a title (no author). */
  titleFirst: boolean
  /** The date was in brackets. */
  inBrackets?: boolean
}

/** The first `(…)` that holds a date, before any quoted title or `[…]`. */
function datePosition(text: string): { start: number; end: number; date: string } | undefined {
  const open = /\(([^()]{1,40})\)/g
  for (let match = open.exec(text); match; match = open.exec(text)) {
    const before = text.slice(0, match.index).replace(/\[@[^\]]*\]/g, '')
    if (/['"‘“[]/.test(before.replace(/(?<=\p{L})['’](?=\p{L})/gu, ''))) return undefined
    if (parseIssued(match[1]!))
      return { start: match.index, end: match.index + match[0].length, date: match[1]! }
  }
  return undefined
}

const nameWord =
  /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}\.|de|van|von|der|den|da|di|du|la|le|dos|of|for|the|and|on|in|at|to|et|al\.?|&)$/u

/**
 * An author list, not a title: capitalised words, initials, particles and `of`/`and` (organisations); or
 * persons written all in lower case or in capitals (`nguyen van a`, `SMITH J and NGUYEN VAN A`).
 */
function looksLikeNames(text: string): boolean {
  if (/['"‘“[:?!]/.test(text)) return false
  const persons = text.split(/,\s*|\s+(?:and|&)\s+/i).filter(Boolean)
  if (persons.length > 0 && persons.every((person) => singleCaseName(person) !== undefined)) return true
  const words = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,]+/)
    .filter(Boolean)
  return words.length > 0 && words.every((word) => nameWord.test(word))
}

function readHead(entry: MarkedText): Head {
  const text = entry.text
  const inBrackets = datePosition(text)
  if (inBrackets) {
    const before = text.slice(0, inBrackets.start).trim()
    const after = text.slice(inBrackets.end)
    const apa = /^\./.test(after)
    // An `&` alone is a slip in RMIT Harvard, not another style; stops or a comma before the initials are.
    const stops = /\b\p{Lu}\.(?:\s|,|$)/u.test(before) || /,\s\p{Lu}\b/u.test(before)
    const titleFirst = before !== '' && entry.slice(0, inBrackets.start).trim().isItalic
    // A title in front (no author) says nothing of how the names are written.
    const style: SourceStyle = apa ? 'apa7' : stops && !titleFirst ? 'harvard-other' : 'rmit-harvard'
    return {
      style,
      creators: before,
      date: inBrackets.date,
      rest: inBrackets.end,
      titleFirst,
      inBrackets: true,
    }
  }
  // Old Harvard (AGPS) `Day, T 2018, Title` and Scholar's Harvard `Day, T., 2018. Title.`
  const bare = /^(.{2,300}?)[,.]?\s+(\d{4}[a-z]?|n\.d\.|c\.\s?\d{4})([,.])\s/.exec(text)
  if (bare && looksLikeNames(bare[1]!)) {
    const style: SourceStyle = bare[3] === '.' ? 'google-scholar' : 'harvard-other'
    return { style, creators: bare[1]!, date: bare[2]!, rest: bare[0].length, titleFirst: false }
  }
  // MLA: `Family, Given, and Given Family. "Title." …` with the date later on.
  const mla = /^(\p{Lu}[^.]*?,\s[^.]+?(?:\s\p{Lu}\.[^.]*?)*)\.\s/u.exec(text)
  if (mla && looksLikeNames(mla[1]!))
    return { style: 'mla', creators: mla[1]!, rest: mla[0].length, titleFirst: false }
  // RMIT Harvard with the date left out: `Heath N, What is AI?, ZDNet website, …`.
  // Each name ends at a non-letter and the next starts after a separator, so the pattern cannot backtrack.
  const undated =
    /^(\p{Lu}[\p{L}'’-]+ \p{Lu}{1,3}(?![\p{L}'’-])(?:(?:, | and | & )\p{Lu}[\p{L}'’-]+ \p{Lu}{1,3}(?![\p{L}'’-]))*)(?:,\s|\s(?=\S))/u.exec(
      text,
    )
  if (undated) {
    return { style: 'rmit-harvard', creators: undated[1]!, rest: undated[0].length, titleFirst: false }
  }
  return { style: 'unknown', creators: '', rest: 0, titleFirst: false }
}

/** The title at the start of the tail: quoted, italic, or up to the first separator of the style. */
function readTitle(tail: MarkedText, style: SourceStyle): { title?: Part; rest: MarkedText } {
  const text = tail.text
  const close = quotes.get(text[0] ?? '')
  if (close) {
    const end = closingQuote(text, close)
    if (end > 0) return { title: quotedPart(tail.slice(1, end)), rest: tail.slice(end + 1) }
  }
  if (tail.italic[0]) {
    const end = tail.italicRunEnd(0)
    return { title: tail.slice(0, end).toPart(), rest: tail.slice(end) }
  }
  const sentence = style === 'apa7' || style === 'mla' || style === 'google-scholar'
  // An upright title followed by an italic journal or site (APA, Scholar) runs up to the italics.
  const firstItalic = tail.italic.indexOf(true)
  if (sentence && firstItalic > 0) {
    const before = tail.slice(0, firstItalic).trim(' ')
    if (/[.?!]$/.test(before.text) && !/\bIn\s[^.]*$/.test(before.text)) {
      const end = before.text.length - (before.text.endsWith('.') ? 1 : 0)
      if (sentenceEnd(tail, 0) < end && !/\(Eds?\.\)/.test(before.text)) {
        return { title: tail.slice(0, end).toPart(), rest: tail.slice(before.text.length) }
      }
    }
  }
  const end = sentence
    ? sentenceEnd(tail, 0)
    : style === 'harvard-other'
      ? Math.min(sentenceEnd(tail, 0), topLevelComma(tail, 0))
      : topLevelComma(tail, 0)
  return { title: tail.slice(0, end).toPart(), rest: tail.slice(end) }
}

/**
 * The closing quote of a title that opens at 0: the first one after which the entry goes on with punctuation
 * (`', `, `' [`, `'.`) or that follows the title's own full stop (MLA's `"Title." Journal`). An apostrophe
 * inside the title (`students' identities`, `Iran’s`) is followed by a letter or a space and a word.
 */
export function closingQuote(text: string, close: string): number {
  for (let end = text.indexOf(close, 1); end > 0; end = text.indexOf(close, end + 1)) {
    const after = text.slice(end + 1)
    if (/^(?:[,.;:)\]]|\s*\[|\s*\(|\s*$|\s*\uE000)/u.test(after)) return end
    if (/[.?!,]$/.test(text.slice(0, end)) && /^\s/.test(after)) return end
  }
  return -1
}

/** A quoted title: its own final stop or comma (MLA, APA) goes, an ellipsis stays. */
function quotedPart(inside: MarkedText): Part {
  const part = inside.trim(' ')
  const text = /[^.]\.$|,$/.test(part.text) ? part.text.slice(0, -1) : part.text
  return { text: text.trim(), italic: part.isItalic, quoted: true }
}

/** Commas and stops inside an italic run belong to the title (`*Sgt. Pepper's lonely hearts club band*`). */
function insideItalics(tail: MarkedText, i: number): boolean {
  // APA italicises the volume with the journal (`*Qualitative Social Work, 19*(5-6)`): a number starts a new part.
  if (/^\s?\d/.test(tail.text.slice(i + 1, i + 3))) return false
  return tail.italic[i] === true && tail.italic[i + 2] === true && tail.italic[i - 1] === true
}

/** The first place from `from`, outside brackets, that is a hard break or where `stops` holds; the end if none. */
function firstTopLevel(tail: MarkedText, from: number, stops: (c: string, i: number) => boolean): number {
  const text = tail.text
  let depth = 0
  for (let i = from; i < text.length; i++) {
    const c = text[i]!
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1)
    else if (depth === 0 && (c === '\uE000' || stops(c, i))) return i
  }
  return text.length
}

function topLevelComma(tail: MarkedText, from: number): number {
  return firstTopLevel(tail, from, (c, i) => c === ',' && !insideItalics(tail, i))
}

function sentenceEnd(tail: MarkedText, from: number): number {
  const text = tail.text
  return firstTopLevel(
    tail,
    from,
    (c, i) =>
      c === '.' &&
      /^\s+\S/.test(text.slice(i + 1, i + 3)) &&
      !insideItalics(tail, i) &&
      !abbreviations.test(text.slice(Math.max(0, i - 5), i)),
  )
}

/** Splits the tail at top-level commas, sentence stops and removed links. */
function splitParts(tail: MarkedText, sentences: boolean): Part[] {
  const parts: Part[] = []
  let start = 0
  const text = tail.text
  while (start < text.length) {
    const comma = topLevelComma(tail, start)
    const end = sentences ? Math.min(comma, sentenceEnd(tail, start)) : comma
    const part = tail.slice(start, end).trim(' ')
    const close = quotes.get(part.text[0] ?? '')
    const closing = close ? closingQuote(part.text, close) : -1
    parts.push(closing > 0 ? quotedPart(part.slice(1, closing)) : part.toPart())
    start = end + 1
  }
  return parts.filter((part) => part.text !== '')
}

/** Reads an entry into its creators, date, title, `[descriptor]`, links and remaining parts. */
export function readEntry(entry: PastedEntry): EntryParse {
  const marked = new MarkedText(entry.text, entry.italic)
  const head = readHead(marked)
  const fullNames = head.style === 'mla' || head.style === 'unknown'
  const parse: EntryParse = {
    style: head.style,
    creators: [],
    producers: [],
    editors: [],
    parts: [],
    marks: new Set(),
  }
  // APA's `Thunberg, G. [@GretaThunberg].`: the handle is not part of the name.
  let creatorsText = head.creators.replace(/\s*\[@[^\]]*\]/g, '')
  parse.head = head.creators
  if (head.titleFirst) {
    parse.title = marked.slice(0, head.creators.length).toPart()
    creatorsText = ''
  }
  readRoles(creatorsText, fullNames, parse)
  if (head.date !== undefined) parse.issued = parseIssued(head.date)
  const suffix = /\d([a-z])$/.exec(head.date?.trim() ?? '')
  if (suffix) parse.yearSuffix = suffix[1]
  if (head.date !== undefined && /^[.,]/.test(marked.text.slice(head.rest))) parse.marks.add('date-position')
  if (head.style === 'harvard-other' && !head.inBrackets) parse.marks.add('date-position')
  if (/^\d{4}, \p{L}/u.test(head.date ?? '')) parse.marks.add('date-form')
  let tail = extractLinks(marked.slice(head.rest).trim(' '), parse).trim(' .,\uE000')
  if (!parse.title) {
    const { title, rest } = readTitle(tail, head.style)
    parse.title = title
    tail = rest
  }
  tail = tail.trim(' .,:\uE000')
  const descriptor = /^\[([^\]]+)\]/.exec(tail.text)
  if (descriptor) {
    parse.descriptor = descriptor[1]!
    tail = tail.slice(descriptor[0].length).trim(' .,\uE000')
  }
  const inEditors = /^in:?\s+(.+?)\s*\((eds?|Eds?)\.?\)[,.]?\s*/i.exec(tail.text)
  if (inEditors) {
    const editors = parseCreators(inEditors[1]!, true)
    parse.editors = editors.names
    if (editors.ampersand) parse.marks.add('ampersand')
    tail = tail.slice(inEditors[0].length)
  }
  // Other Harvards (Cite Them Right) end their parts with full stops too: `Title. 3rd edn. Melbourne: OUP.`
  const sentences = head.style !== 'rmit-harvard'
  parse.parts = splitParts(tail, sentences)
  if (head.style === 'rmit-harvard' || head.style === 'harvard-other') extendUprightTitle(parse)
  if (parse.title) {
    const edition = /\s*\((\d+)(?:st|nd|rd|th) (?:ed\.?|edn|edition)\)$/i.exec(parse.title.text)
    if (edition) {
      parse.parts.unshift({ text: `${edition[1]}th ed.`, italic: false, quoted: false })
      parse.title = { ...parse.title, text: parse.title.text.slice(0, edition.index) }
    }
    const bracket = /\s*\[([^\]]+)\]$/.exec(parse.title.text)
    if (bracket && !parse.descriptor) {
      parse.descriptor = bracket[1]!
      parse.title = { ...parse.title, text: parse.title.text.slice(0, bracket.index) }
    }
    const episode = /\s*(\(season \d+, episode \d+\))$/i.exec(parse.title.text)
    if (episode) {
      parse.parts.splice(1, 0, { text: episode[1]!, italic: false, quoted: false })
      parse.title = { ...parse.title, text: parse.title.text.slice(0, episode.index) }
    }
  }
  return parse
}

/** Parts that go on a title rather than start a new element: `ideas, practices and challenges`. */
const continuesTitle =
  /^(?!(?:accessed|viewed|in|doi|and|cat|catalogue|report|rep|vol|no|pp?|edn|ed|season|episode)\b)\p{Ll}/u

/**
 * An upright, unquoted title (a paste that lost its italics) was cut at its first comma: it runs on over the
 * parts that start in lower case, and up to a `[descriptor]` that ends a later part.
 */
function extendUprightTitle(parse: EntryParse): void {
  const title = parse.title
  if (!title || title.quoted || title.italic || /\]$/.test(title.text)) return
  const parts = parse.parts
  let take = 0
  const domain = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i
  while (
    take < parts.length &&
    !parts[take]!.italic &&
    continuesTitle.test(parts[take]!.text) &&
    !domain.test(parts[take]!.text)
  )
    take++
  if (!parse.descriptor) {
    const bracketed = parts.findIndex((part) => /\s\[[^\]]+\]$/.test(part.text))
    if (bracketed >= 0 && parts.slice(0, bracketed + 1).every((part) => !part.italic && !part.quoted)) {
      take = bracketed + 1
    }
  }
  if (take === 0) return
  const text = [title.text, ...parts.slice(0, take).map((part) => part.text)].join(', ')
  parse.title = { ...title, text }
  parse.parts = parts.slice(take)
}

const roleWords: Record<string, 'editor' | 'director' | 'producer' | 'host'> = {
  ed: 'editor',
  eds: 'editor',
  editor: 'editor',
  editors: 'editor',
  director: 'director',
  dir: 'director',
  producer: 'producer',
  host: 'host',
  hosts: 'host',
  presenter: 'host',
}

/** `Fidler R (host) and Rooney C (producer)`: names with their roles. */
function readRoles(text: string, fullNames: boolean, parse: EntryParse): void {
  const roles = [...text.matchAll(/\s*\(([A-Za-z]+)\.?\)\s*/g)].filter((m) => roleWords[m[1]!.toLowerCase()])
  let start = 0
  for (const match of roles) {
    const names = text
      .slice(start, match.index)
      .replace(/^\s*(?:and|&)\s+/, '')
      .trim()
    const role = roleWords[match[1]!.toLowerCase()]!
    const creators = parseCreators(names, fullNames)
    noteCreators(creators, parse)
    if (parse.role && role !== parse.role) parse.producers.push(...creators.names)
    else {
      parse.role = role
      parse.creators.push(...creators.names)
    }
    start = match.index + match[0].length
  }
  const restText = text
    .slice(start)
    .replace(/^\s*(?:and|&)\s+/, '')
    .trim()
  if (restText !== '') {
    const creators = parseCreators(restText, fullNames)
    noteCreators(creators, parse)
    parse.creators.push(...creators.names)
  }
}

function noteCreators(creators: ReturnType<typeof parseCreators>, parse: EntryParse): void {
  if (creators.ampersand) parse.marks.add('ampersand')
  if (creators.initialStops) parse.marks.add('initial-stops')
  if (creators.familyComma) parse.marks.add('family-comma')
  if (creators.etAl) parse.marks.add('et-al')
  // A Vietnamese name in full has its own problem, which says more than `full-name`.
  if (creators.fullName && !creators.vietnameseName) parse.marks.add('full-name')
  if (creators.familyCapitals) parse.marks.add('family-capitals')
  if (creators.lowerCase) parse.marks.add('name-case')
  if (creators.vietnameseName) parse.marks.add('vietnamese-name')
}
