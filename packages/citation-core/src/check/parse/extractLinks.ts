import type { EntryParse } from './EntryParse.ts'
import type { MarkedText } from './MarkedText.ts'
import { parseIssued } from './parseIssued.ts'

const doi = /(?:https?:\/\/(?:dx\.)?doi\.org\/|\bdoi:\s*|\bDOI\s*:?\s*)(10\.\d{4,9}\/\S+?)(?=[.,;]?(?:\s|$))/i
const url = /(?:Available (?:at|from):?\s*)?<?((?:https?:\/\/|www\.)\S+?)>?(?=[.,;)]?(?:\s|$))/i
const dateText = String.raw`(\d{1,2}\s+[A-Za-z]+\.?,?\s+\d{4}|[A-Za-z]+\.?\s+\d{1,2},?\s+\d{4})`
const accessed = new RegExp(String.raw`\(?\b(?:accessed|viewed|retrieved)(?::|\s+on)?\s+${dateText}\)?`, 'i')
const retrievedFrom = new RegExp(String.raw`\bRetrieved\s+(?:(?:on\s+)?${dateText},?\s+)?from\b`, 'i')
const database = /(?:^|[,.]\s+)([A-Z][^,\uE000]*?)\s+database\b/

/** Library databases students name without the word `database` (APA: `ProQuest Dissertations & Theses Global.`). */
const knownDatabase =
  /(?:^|[,.]\s+)(ProQuest(?: [A-Z][\w&]*(?: [&\w]+)*?)?|EBSCOhost|Factiva|Informit|IBISWorld|MarketLine|JSTOR|ScienceDirect|Scopus|Web of Science|Gale OneFile|Business Source Complete|CINAHL(?: Plus)?|PsycINFO|IEEE Xplore|SAI Global|WGSN|Anatomy\.tv)(?=\s*(?:[.,]|$))/

/**
 * Takes the DOI, URL, accessed date and library database out of an entry's tail (`doi:10.…`,
 * `https://doi.org/10.…`, `accessed 9 December 2021`, `Retrieved June 3, 2021, from`, `Available at:`,
 * `…, ProQuest database`), noting the style-specific forms for the problem list.
 */
export function extractLinks(tail: MarkedText, parse: EntryParse): MarkedText {
  let text = tail
  const retrieved = retrievedFrom.exec(text.text)
  if (retrieved) {
    parse.marks.add('retrieved-from')
    if (retrieved[1]) parse.accessed = parseIssued(retrieved[1])
    text = text.blank(retrieved.index, retrieved.index + retrieved[0].length)
  }
  const foundDoi = doi.exec(text.text)
  if (foundDoi) {
    parse.DOI = foundDoi[1]!.replace(/[.,;]$/, '')
    if (/^https?:/i.test(foundDoi[0])) parse.marks.add('doi-url')
    else if (!/^doi:/.test(foundDoi[0])) parse.marks.add('doi-form')
    if (/^\s*\./.test(text.text.slice(foundDoi.index + foundDoi[0].length)) === false)
      parse.marks.add('doi-no-stop')
    text = text.blank(foundDoi.index, foundDoi.index + foundDoi[0].length)
  }
  const foundUrl = url.exec(text.text)
  if (foundUrl) {
    parse.URL = foundUrl[1]!
    if (/^Available/i.test(foundUrl[0])) parse.marks.add('available-at')
    const after = text.text.slice(foundUrl.index + foundUrl[0].length)
    if (foundUrl[0].endsWith('>')) parse.marks.add('url-brackets')
    else if (/^[.]\s*$/.test(after)) parse.marks.add('url-stop')
    text = text.blank(foundUrl.index, foundUrl.index + foundUrl[0].length)
  }
  const when = accessed.exec(text.text)
  if (when) {
    parse.accessed = parseIssued(when[1]!.replace(/\.(?=\s)/, ''))
    if (!/^accessed\s/.test(when[0])) parse.marks.add('accessed-wording')
    text = text.blank(when.index, when.index + when[0].length)
  }
  const named = knownDatabase.exec(text.text)
  if (named && !database.test(text.text)) {
    parse.database = named[1]!
    parse.marks.add('database-word')
    const start = named.index + named[0].indexOf(named[1]!)
    text = text.blank(start, start + named[1]!.length)
  }
  const source = database.exec(text.text)
  if (source) {
    parse.database = source[1]!.trim()
    const start = source.index + source[0].indexOf(source[1]!)
    text = text.blank(start, source.index + source[0].length)
  }
  return text
}
