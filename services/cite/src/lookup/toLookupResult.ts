import {
  type CslDate,
  type CslItem,
  type CslName,
  type LookupSuggestion,
  referenceName,
} from '@unikit/citation-core'
import type { LookupResult } from '@unikit/contracts/cite'

/** A suggestion of the citation engine as one entry of the results list (`LookupResult`). */
export function toLookupResult(suggestion: LookupSuggestion, pageUrl?: string): LookupResult {
  const { item } = suggestion
  const doi = text(item, 'DOI') || null
  const url = text(item, 'URL') || pageUrl || null
  return {
    id: doi ?? url ?? text(item, 'title'),
    title: text(item, 'title'),
    authors: creators(item).map(referenceName).filter(Boolean),
    year: year(item.issued),
    source: text(item, 'container-title') || text(item, 'website') || text(item, 'publisher') || null,
    kind: item.type,
    doi,
    url,
    suggestion: { formatId: suggestion.formatId, item: { ...item }, missing: suggestion.missing },
  }
}

function text(item: CslItem, variable: string): string {
  const value = (item as Record<string, unknown>)[variable]
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
}

/** Authors, or whoever stands in for them (editors of an edited book, a video's channel). */
function creators(item: CslItem): CslName[] {
  for (const names of [item.author, item.editor, item.director, item.producer, item.host]) {
    if (names && names.length > 0) return names
  }
  return []
}

function year(date: CslDate | undefined): number | null {
  const value = Number(date?.['date-parts']?.[0]?.[0])
  return Number.isInteger(value) && value > 0 ? value : null
}
