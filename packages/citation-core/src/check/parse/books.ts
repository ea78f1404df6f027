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
  if (parse.URL || sorted.website || sorted.volume) return undefined
  if (title.quoted && !quotedBookTitle(parse, sorted)) return undefined
  if (title.quoted) parse.marks.add('book-title-quoted')
  const item = baseItem('book', parse, sorted)
  publisherAndPlace(item, sorted.rest, parse)
  if (parse.role === 'editor') return { formatId: 39, item }
  return { formatId: parse.DOI ? 2 : 1, item }
}

/**
 * A book whose title was put in quotation marks: a year-only date, no journal locators and plain parts after
 * it that read as an edition, publisher and place (a quoted article title is followed by its italic container).
 */
function quotedBookTitle(parse: EntryParse, sorted: SortedParts): boolean {
  const yearOnly = (parse.issued?.['date-parts']?.[0]?.length ?? 0) <= 1
  const plainRest = sorted.rest.length >= 2 && sorted.rest.every((part) => !part.italic && !part.quoted)
  return yearOnly && (plainRest || sorted.edition !== undefined) && parse.descriptor === undefined
}
