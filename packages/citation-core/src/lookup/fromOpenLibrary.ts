import { getFormat } from '../catalogue/catalogue.ts'
import type { CslItem, CslName } from '../csl/CslItem.ts'
import type { LookupSuggestion } from './LookupSuggestion.ts'
import { missingFields } from './missingFields.ts'
import type { OpenLibraryBook, OpenLibraryEntity } from './OpenLibraryBook.ts'
import { parseName } from './parseName.ts'
import { stripMarkup } from './stripMarkup.ts'
import { withoutFinalStop } from './withoutFinalStop.ts'

const ordinalWords = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
]

/** `2nd ed.`, `Second edition`, `3rd rev. ed.` → `2`, `2`, `3`; a first edition or words without a number → none. */
function editionNumber(name: string | undefined): string | undefined {
  const text = stripMarkup(name).toLowerCase()
  const digits = /(\d+)\s*(?:st|nd|rd|th)?\b/.exec(text)?.[1]
  const word = ordinalWords.findIndex((ordinal) => text.startsWith(ordinal))
  const edition = digits ?? (word >= 0 ? String(word + 1) : undefined)
  return edition === '1' ? undefined : edition
}

/** The first named entity, without the catalogue's brackets and trailing colon (`[London] :` → `London`). */
function firstName(entities: OpenLibraryEntity[] | undefined): string {
  const name = stripMarkup(entities?.find((entity) => stripMarkup(entity.name) !== '')?.name)
  return withoutFinalStop(name.replace(/[\s,:;]+$/, '').replace(/^\[(.*)\]$/, '$1'))
}

/** `Edited by Ann Lee and Tran Van Binh.`: the editors of a book whose authors Open Library does not list. */
function editorsIn(byStatement: string | undefined): CslName[] {
  const edited = /^edited by\s+(.+?)\.?$/i.exec(stripMarkup(byStatement))
  if (!edited) return []
  return edited[1]!
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/)
    .map((name) => parseName(name))
    .filter((name): name is CslName => name !== undefined)
}

function set(item: CslItem, variable: string, value: unknown): void {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return
  ;(item as Record<string, unknown>)[variable] = value
}

/**
 * A book found by ISBN on Open Library (`jscmd=data`) as a citation suggestion: a Book (or an Edited book when the
 * title page names editors and no authors), its authors family name first (`parseName`), the year of its
 * publish date, the edition's number, the first publisher and place. The title keeps its catalogued capitals
 * (docs/decisions/0056-titles-never-re-cased.md).
 */
export function fromOpenLibrary(book: OpenLibraryBook): LookupSuggestion {
  const authors = (book.authors ?? [])
    .map((author) => parseName(stripMarkup(author.name)))
    .filter((name): name is CslName => name !== undefined)
  const editors = authors.length === 0 ? editorsIn(book.by_statement) : []
  const formatId = editors.length > 0 ? 39 : 1
  const item: CslItem = { type: getFormat(formatId).cslType }
  const title = stripMarkup(book.title)
  const subtitle = stripMarkup(book.subtitle)
  set(item, 'title', withoutFinalStop(subtitle ? `${title}: ${subtitle}` : title))
  set(item, 'author', authors)
  set(item, 'editor', editors)
  const year = /\b(1[5-9]\d\d|20\d\d)\b/.exec(book.publish_date ?? '')?.[1]
  if (year) item.issued = { 'date-parts': [[Number(year)]] }
  set(item, 'edition', editionNumber(book.edition_name))
  set(item, 'publisher', firstName(book.publishers))
  set(item, 'publisher-place', firstName(book.publish_places))
  return { formatId, item, missing: missingFields(formatId, item) }
}
