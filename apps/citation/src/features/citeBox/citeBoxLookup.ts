import type { LookupResult } from '@unikit/contracts/cite'
import { crawlUrl, lookupDoi, lookupIsbn, searchWorks } from '../../api/lookupApi.ts'
import { autoCiteQuery, type SearchedQuery } from '../form/autoCite/autoCiteQuery.ts'
import { failureReason, lookupFailure } from '../form/autoCite/lookupErrorMessage.ts'
import type { FormStart } from '../form/model/FormStart.ts'

/** What the box found: one work to cite at once, a list to choose from, or why nothing can be shown. */
export type BoxOutcome =
  | { kind: 'found'; start: FormStart }
  | { kind: 'results'; results: LookupResult[] }
  | { kind: 'failed'; reason: string }
  | { kind: 'aborted' }

/** The form's start from a found work, saying where it came from and what is left to do. */
export function startFrom(result: LookupResult): FormStart {
  const todo = result.suggestion.missing.length > 0 ? 'fill in what is marked' : 'check the details'
  return {
    suggestion: result.suggestion,
    notice: `Filled in from “${result.title}”: ${todo}, then choose Cite this!`,
  }
}

/** The input read as a lookup (`autoCiteQuery`, shared with auto-cite in the form), loaded with this module. */
export { autoCiteQuery }

/**
 * Looks the box's input up (docs/product/citations.md#one-box): a DOI on Crossref, an ISBN on Open Library, a web
 * address through the page reader, each giving one work; a title searched across every kind of work. Loaded when
 * the student first presses Enter.
 */
export async function citeBoxLookup(query: SearchedQuery, signal: AbortSignal): Promise<BoxOutcome> {
  try {
    switch (query.kind) {
      case 'doi':
        return { kind: 'found', start: startFrom(await lookupDoi(query.doi, signal)) }
      case 'isbn':
        return { kind: 'found', start: startFrom(await lookupIsbn(query.isbn, signal)) }
      case 'url':
        return { kind: 'found', start: startFrom(await crawlUrl(query.url, signal)) }
      case 'search':
        return { kind: 'results', results: await searchWorks(query.q, undefined, signal) }
    }
  } catch (error) {
    const failure = lookupFailure(error)
    if (failure.kind === 'aborted') return { kind: 'aborted' }
    return { kind: 'failed', reason: failureReason(failure, query.kind) }
  }
}
