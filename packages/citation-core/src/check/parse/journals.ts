import { baseItem } from './baseItem.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import type { SortedParts } from './sortParts.ts'

/**
 * Journal articles (7) and e-journal articles (8), mirroring `catalogue/formats/journals.ts`: a title, a
 * journal, and a volume, issue and pages in any style (`19(5-6):1095-1110`, `19(5-6), 1095–1110`,
 * `vol. 19, no. 5-6, pp. 1095-1110`).
 */
export function parseJournal(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  if (sorted.volume === undefined && sorted.issue === undefined) return undefined
  const names = Math.max(1, sorted.beforeVolume ?? 1)
  const journal = sorted.rest
    .slice(0, names)
    .map((part) => part.text)
    .join(', ')
  const rest = sorted.rest.slice(names)
  const item = baseItem('article-journal', parse, sorted)
  if (journal) item['container-title'] = journal
  if (sorted.volume) item.volume = sorted.volume
  if (sorted.issue) item.issue = sorted.issue
  if (sorted.page) item.page = sorted.page
  if (sorted.article) item.number = sorted.article
  if (sorted.website) item.website = sorted.website
  else if (rest.length > 0 && parse.URL && !parse.DOI) item.website = rest[0]!.text
  const online = !parse.DOI && (parse.URL || parse.database || item.website)
  if (parse.DOI) {
    delete item.URL
    delete item.accessed
  }
  return { formatId: online ? 8 : 7, item }
}
