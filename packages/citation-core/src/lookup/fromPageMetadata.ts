import { getFormat } from '../catalogue/catalogue.ts'
import type { CslDate, CslItem, CslName } from '../csl/CslItem.ts'
import { bareDoi } from '../render/siteName.ts'
import { jsonLdAuthors, jsonLdText, jsonLdType, mainJsonLdNode } from './jsonLd.ts'
import type { LookupSuggestion } from './LookupSuggestion.ts'
import { MetaReader } from './metaReader.ts'
import { missingFields } from './missingFields.ts'
import type { PageMetadata } from './PageMetadata.ts'
import { parseDate } from './parseDate.ts'
import { parseName } from './parseName.ts'
import { withoutFinalStop } from './withoutFinalStop.ts'

const jsonLdFormats: Record<string, number> = {
  NewsArticle: 10,
  ReportageNewsArticle: 10,
  AnalysisNewsArticle: 10,
  BlogPosting: 11,
  ScholarlyArticle: 8,
  VideoObject: 24,
  Dataset: 18,
  Report: 17,
  Thesis: 41,
}

function formatIdFor(meta: MetaReader, type: string): number {
  if (meta.first('citation_journal_title')) return 8
  if (meta.first('citation_conference_title')) return 31
  if (meta.first('citation_dissertation_institution')) return 41
  if (meta.first('citation_technical_report_institution')) return 17
  if (jsonLdFormats[type]) return jsonLdFormats[type]
  if (meta.first('og:type').startsWith('video')) return 24
  return 13
}

function authors(meta: MetaReader, node: ReturnType<typeof mainJsonLdNode>): CslName[] {
  const cited = meta.all('citation_author')
  if (cited.length > 0) return cited.map(parseName).filter((n): n is CslName => n !== undefined)
  const fromJsonLd = jsonLdAuthors(node)
  if (fromJsonLd.length > 0) return fromJsonLd
  const named = meta
    .all('dc.creator', 'dcterms.creator', 'author', 'article:author')
    .filter((a) => !/^https?:/i.test(a))
  return named.map(parseName).filter((n): n is CslName => n !== undefined)
}

function published(meta: MetaReader, node: ReturnType<typeof mainJsonLdNode>): CslDate | undefined {
  const raw =
    meta.first('citation_publication_date', 'citation_date', 'citation_online_date') ||
    jsonLdText(node, 'datePublished') ||
    meta.first('dc.date', 'dcterms.issued', 'dcterms.date', 'article:published_time', 'og:published_time')
  return raw ? parseDate(raw) : undefined
}

function hostName(url: string): string {
  const match = /^https?:\/\/(?:www\.)?([^/:?#]+)/i.exec(url)
  return match?.[1] ?? ''
}

function set(item: CslItem, variable: string, value: unknown): void {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return
  ;(item as Record<string, unknown>)[variable] = value
}

function pages(meta: MetaReader): string {
  const firstPage = meta.first('citation_firstpage')
  const lastPage = meta.first('citation_lastpage')
  return firstPage && lastPage && lastPage !== firstPage ? `${firstPage}-${lastPage}` : firstPage
}

/**
 * Page metadata (citation_* tags, JSON-LD, Dublin Core, OpenGraph, in that order of trust) as a citation
 * suggestion. The accessed date is `today` (default: now).
 */
export function fromPageMetadata(page: PageMetadata, options: { today?: Date } = {}): LookupSuggestion {
  const meta = new MetaReader(page.meta)
  const node = mainJsonLdNode(page.jsonLd)
  const formatId = formatIdFor(meta, jsonLdType(node))
  const item: CslItem = { type: getFormat(formatId).cslType }
  const url =
    meta.first('citation_public_url', 'citation_abstract_html_url', 'og:url') ||
    jsonLdText(node, 'url') ||
    page.url ||
    ''
  const siteName = meta.first('og:site_name') || jsonLdText(node, 'publisher') || hostName(url)
  const doi =
    meta.first('citation_doi') ||
    meta.all('dc.identifier').find((id) => /^(doi:|https?:\/\/(dx\.)?doi\.org\/|10\.)/i.test(id)) ||
    ''

  set(
    item,
    'title',
    withoutFinalStop(
      meta.first('citation_title') ||
        jsonLdText(node, 'headline') ||
        jsonLdText(node, 'name') ||
        meta.first('dc.title', 'og:title') ||
        (page.title?.trim() ?? ''),
    ),
  )
  // A video's author is its channel (`ABC News In-depth`), not a person to split into names.
  const found = authors(meta, node)
  set(
    item,
    'author',
    formatId === 24
      ? found.map((name) => ({
          literal: name.literal ?? [name.given, name.family].filter(Boolean).join(' '),
        }))
      : found,
  )
  set(item, 'issued', published(meta, node))
  set(item, 'DOI', doi ? bareDoi(doi) : '')
  set(item, 'URL', url)
  const today = options.today ?? new Date()
  set(item, 'accessed', { 'date-parts': [[today.getFullYear(), today.getMonth() + 1, today.getDate()]] })

  switch (formatId) {
    case 8:
      set(item, 'container-title', meta.first('citation_journal_title'))
      set(item, 'volume', meta.first('citation_volume'))
      set(item, 'issue', meta.first('citation_issue'))
      set(item, 'page', pages(meta))
      set(item, 'publisher', meta.first('citation_publisher', 'dc.publisher'))
      set(item, 'website', siteName)
      break
    case 31:
      set(item, 'event-title', meta.first('citation_conference_title'))
      set(item, 'publisher', meta.first('citation_publisher'))
      break
    case 41:
      set(item, 'publisher', meta.first('citation_dissertation_institution'))
      set(item, 'genre', meta.first('citation_dissertation_name') || 'PhD dissertation')
      break
    case 17:
      set(item, 'number', meta.first('citation_technical_report_number'))
      set(item, 'website', meta.first('citation_technical_report_institution') || siteName)
      break
    case 10:
    case 11:
      set(item, 'container-title', siteName)
      break
    case 24:
      set(item, 'container-title', jsonLdText(node, 'author') || siteName)
      set(item, 'website', siteName)
      break
    default:
      set(item, 'website', siteName)
  }
  return { formatId, item, missing: missingFields(formatId, item) }
}
