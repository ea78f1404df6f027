import type { CslItem, CslName, CslType } from '../../csl/CslItem.ts'
import type { EntryParse } from './EntryParse.ts'
import { lowerAfterColon } from './lowerAfterColon.ts'
import type { SortedParts } from './sortParts.ts'

/** The variables every family fills the same way: creators in their role, date, title, links. */
export function baseItem(type: CslType, parse: EntryParse, sorted: SortedParts): CslItem {
  const item: CslItem = { type }
  if (parse.creators.length > 0) {
    const role = parse.role === 'editor' && type !== 'book' ? 'author' : (parse.role ?? 'author')
    item[role] = parse.creators
  }
  if (parse.producers.length > 0) item.producer = parse.producers
  const issued = parse.issued ?? sorted.issued
  if (issued) item.issued = issued
  if (parse.yearSuffix) item['year-suffix'] = parse.yearSuffix
  if (parse.title?.text) {
    item.title = lowerAfterColon(parse.title.text)
    if (item.title !== parse.title.text) parse.marks.add('colon-capital')
  }
  if (parse.URL) item.URL = parse.URL
  if (parse.DOI) item.DOI = parse.DOI
  if (parse.accessed) item.accessed = parse.accessed
  if (parse.database) item.source = parse.database
  if (sorted.edition && sorted.edition !== '1') item.edition = sorted.edition
  return item
}

/** Publisher and place from the plain parts left (`Palgrave, Basingstoke`; APA's `Palgrave`). */
export function publisherAndPlace(
  item: CslItem,
  rest: readonly { text: string }[],
  parse?: EntryParse,
): void {
  // Other Harvards and Chicago write `Place: Publisher`.
  const colon = rest.length === 1 ? /^(\p{Lu}[\p{L} .'’-]{1,40}): (.+)$/u.exec(rest[0]!.text) : null
  if (colon) {
    item.publisher = colon[2]!
    item['publisher-place'] = colon[1]!
    parse?.marks.add('place-publisher')
    return
  }
  const [publisher, ...place] = rest.map((part) => part.text)
  if (publisher) item.publisher = publisher
  if (place.length > 0) item['publisher-place'] = place.join(', ')
}

export function hasNames(names: readonly CslName[] | undefined): boolean {
  return (names?.length ?? 0) > 0
}
