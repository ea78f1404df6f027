import { getFormat } from '../catalogue/catalogue.ts'
import type { CslDate, CslItem, CslName } from '../csl/CslItem.ts'
import { bareDoi } from '../render/siteName.ts'
import type { CrossrefContributor, CrossrefDate, CrossrefWork } from './CrossrefWork.ts'
import type { LookupSuggestion } from './LookupSuggestion.ts'
import { missingFields } from './missingFields.ts'
import { stripMarkup } from './stripMarkup.ts'
import { withoutFinalStop } from './withoutFinalStop.ts'

function formatIdFor(work: CrossrefWork): number {
  const hasEditors = (work.editor?.length ?? 0) > 0
  switch (work.type) {
    case 'journal-article':
      return 7
    case 'book':
    case 'monograph':
    case 'reference-book':
    case 'book-set':
      return 1
    case 'edited-book':
      return (work.author?.length ?? 0) > 0 ? 1 : 39
    case 'book-chapter':
    case 'book-section':
    case 'book-part':
      return hasEditors ? 43 : 3
    case 'reference-entry':
      return 4
    case 'proceedings-article':
      return 40
    case 'report':
    case 'report-component':
      return 17
    case 'dissertation':
      return 41
    case 'dataset':
      return 18
    case 'standard':
      return 19
    default:
      return 13
  }
}

function names(contributors: CrossrefContributor[] | undefined): CslName[] | undefined {
  if (!contributors || contributors.length === 0) return undefined
  const ordered = [...contributors].sort(
    (a, b) => Number(b.sequence === 'first') - Number(a.sequence === 'first'),
  )
  const list = ordered
    .map((c): CslName | undefined => {
      const family = stripMarkup(c.family)
      const given = stripMarkup(c.given)
      if (family !== '') return given === '' ? { family } : { family, given }
      const name = stripMarkup(c.name)
      return name === '' ? undefined : { literal: name }
    })
    .filter((n): n is CslName => n !== undefined)
  return list.length > 0 ? list : undefined
}

function date(value: CrossrefDate | undefined): CslDate | undefined {
  const parts = value?.['date-parts']?.[0]?.filter((p): p is number | string => p !== null && p !== '')
  return parts && parts.length > 0 ? { 'date-parts': [parts.map(Number)] } : undefined
}

function first(values: string[] | undefined): string {
  return stripMarkup(values?.[0])
}

/** Crossref lists a book's series before the book itself (`["Studies in …", "Advanced soft computing …"]`). */
function containerTitle(work: CrossrefWork, formatId: number): string {
  const titles = work['container-title'] ?? []
  const inBook = formatId === 3 || formatId === 43 || formatId === 4 || formatId === 40
  return stripMarkup(inBook ? titles.at(-1) : titles[0])
}

function set(item: CslItem, variable: string, value: unknown): void {
  if (value === undefined || value === '') return
  ;(item as Record<string, unknown>)[variable] = value
}

/**
 * A Crossref `works` message as a citation suggestion: the format, the CSL item and what is missing.
 * Titles lose their HTML; the print date is preferred over `issued`; authors keep Crossref's order, first first.
 */
export function fromCrossref(work: CrossrefWork): LookupSuggestion {
  const formatId = formatIdFor(work)
  const item: CslItem = { type: getFormat(formatId).cslType }
  const subtitle = first(work.subtitle)
  set(item, 'title', withoutFinalStop(subtitle ? `${first(work.title)}: ${subtitle}` : first(work.title)))
  set(item, 'author', names(work.author))
  set(item, 'editor', names(work.editor))
  set(item, 'issued', date(work['published-print']) ?? date(work.issued) ?? date(work['published-online']))
  set(item, 'container-title', containerTitle(work, formatId))
  set(item, 'volume', work.volume?.trim())
  set(item, 'issue', work.issue?.trim())
  const articleNumber = work['article-number']?.trim()
  // Publishers often repeat the article number as the page; the guide prints it once, as `Article e0322223`.
  set(item, 'page', work.page?.trim() === articleNumber ? undefined : work.page?.trim())
  set(item, 'number', articleNumber)
  set(item, 'edition', work['edition-number']?.trim())
  const institution = stripMarkup(work.institution?.[0]?.name)
  set(item, 'publisher', formatId === 41 && institution ? institution : stripMarkup(work.publisher))
  set(item, 'publisher-place', stripMarkup(work['publisher-location']))
  set(item, 'DOI', work.DOI ? bareDoi(work.DOI) : undefined)
  set(item, 'URL', work.URL?.trim())
  return { formatId, item, missing: missingFields(formatId, item) }
}
