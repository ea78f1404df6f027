import { api } from '@unikit/auth'
import type { LookupResult, LookupResultBody, LookupResultsBody } from '@unikit/contracts/cite'

/**
 * A lookup waits for Crossref (10 s at most on the server) and, for a page, the crawl before it: 30 s is
 * plenty, and nobody should watch a spinner for the API's general 100 s.
 */
export const LOOKUP_TIMEOUT_MS = 30_000

/** No retries: a timeout or a busy Crossref would only make the student wait three times as long. */
const options = (signal?: AbortSignal) => ({
  timeout: LOOKUP_TIMEOUT_MS,
  totalTimeout: LOOKUP_TIMEOUT_MS,
  retry: 0,
  ...(signal ? { signal } : {}),
})

/** `GET /api/public/lookup/doi/{doi}`: the work with this DOI, from Crossref. */
export async function lookupDoi(doi: string, signal?: AbortSignal): Promise<LookupResult> {
  const body = await api
    .get(`public/lookup/doi/${encodeURIComponent(doi)}`, options(signal))
    .json<LookupResultBody>()
  return body.data
}

/** `GET /api/public/lookup/isbn/{isbn}`: the book with this ISBN, from Open Library. */
export async function lookupIsbn(isbn: string, signal?: AbortSignal): Promise<LookupResult> {
  const body = await api
    .get(`public/lookup/isbn/${encodeURIComponent(isbn)}`, options(signal))
    .json<LookupResultBody>()
  return body.data
}

/**
 * `GET /api/public/lookup/search?q=&type=`: up to 10 works matching a title, authors or a reference; `type`
 * is a Crossref work type (`journal-article`) to narrow the search, or nothing for every type.
 */
export async function searchWorks(q: string, type?: string, signal?: AbortSignal): Promise<LookupResult[]> {
  const body = await api
    .get('public/lookup/search', { ...options(signal), searchParams: type ? { q, type } : { q } })
    .json<LookupResultsBody>()
  return body.data
}

/**
 * `POST /api/public/crawl/url?type=`: the service reads the page, looks its DOI up on Crossref first, and
 * otherwise answers from the page's own metadata.
 */
export async function crawlUrl(url: string, signal?: AbortSignal): Promise<LookupResult> {
  const body = await api
    .post('public/crawl/url', { ...options(signal), searchParams: { type: '' }, json: { url } })
    .json<LookupResultBody>()
  return body.data
}
