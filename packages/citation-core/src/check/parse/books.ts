import { baseItem, publisherAndPlace } from './baseItem.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import type { SortedParts } from './sortParts.ts'

const referenceWork = /\b(?:dictionary|encyclopa?edia|handbook of terms|glossary)\b/i

/**
 * Books (1, 2), edited books (39), chapters in edited books (43) and encyclopedia entries (4), mirroring
 * `catalogue/formats/books.ts`: an italic (or unquoted) title followed by publisher and place, or a quoted
 * title `in Editors (eds) *Book*`.
 */
export function parseBook(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  const title = parse.title
  if (!title) return undefined
  if (
    parse.editors.length > 0 ||
    (title.quoted && sorted.rest[0] && referenceWork.test(sorted.rest[0].text))
  ) {
    const [book, ...rest] = sorted.rest
    const entry = book !== undefined && referenceWork.test(book.text)
    const item = baseItem(entry ? 'entry-encyclopedia' : 'chapter', parse, sorted)
    if (parse.editors.length > 0) item.editor = parse.editors
    if (book) item['container-title'] = book.text.replace(/\s*\(pp?\.[^)]*\)$/, '')
    publisherAndPlace(item, rest)
    return { formatId: entry ? 4 : 43, item }
  }
  if (title.quoted || parse.URL || sorted.website || sorted.volume) return undefined
  const item = baseItem('book', parse, sorted)
  publisherAndPlace(item, sorted.rest)
  if (parse.role === 'editor') return { formatId: 39, item }
  return { formatId: parse.DOI ? 2 : 1, item }
}
