import { fromPageMetadata } from '@unikit/citation-core'
import type { LookupResult } from '@unikit/contracts/cite'
import { ServiceError } from '@unikit/service-kit'
import type { CrossrefClient } from '../crossref/crossrefClient.ts'
import { errors } from '../errors.ts'
import { findDoiInText, normalizeDoi } from '../lookup/normalizeDoi.ts'
import { toLookupResult } from '../lookup/toLookupResult.ts'
import { extractPageMetadata } from './extractPageMetadata.ts'
import { type FetchPageOptions, fetchPage } from './fetchPage.ts'
import { findPageDoi } from './findPageDoi.ts'
import { parsePageUrl } from './parsePageUrl.ts'

export interface CrawlOptions {
  /** `type=doi`: answer only with the Crossref record of a DOI the page carries. */
  doiOnly: boolean
}

export interface CrawlContext {
  crossref: CrossrefClient
  fetch: FetchPageOptions
  /** The accessed date of a web page; the server's today by default. */
  today?: () => Date
  /** Told why a DOI the page named could not be used (the answer then comes from the page itself). */
  onDoiFailure?: (doi: string, error: unknown) => void
}

/** Failures of the page itself after which a DOI written in its address is still worth a try. */
const unreadable = new Set(['FETCH_FAILED', 'FETCH_TIMEOUT', 'UNSUPPORTED_PAGE', 'PAGE_TOO_LARGE'])

/**
 * What a web address cites (docs/product/citations.md#auto-cite: an http URL tries to find a DOI first). A doi.org link goes
 * straight to Crossref. Otherwise the page is fetched safely and its DOI (citation_doi, Dublin Core,
 * JSON-LD, a canonical doi.org link) looked up on Crossref; without one, or when Crossref does not know it,
 * the page's own metadata makes the suggestion. A publisher page that cannot be read (bot walls, PDFs) is
 * still found when its address holds the DOI, as `/doi/10.1080/...` addresses do.
 */
export async function crawlUrl(
  raw: string,
  options: CrawlOptions,
  context: CrawlContext,
): Promise<LookupResult> {
  const url = parsePageUrl(raw)
  const linked = doiOrgLink(url)
  if (linked) return context.crossref.work(linked)

  let page: Awaited<ReturnType<typeof fetchPage>>
  try {
    page = await fetchPage(url, context.fetch)
  } catch (error) {
    const inAddress =
      error instanceof ServiceError && unreadable.has(error.code) ? findDoiInText(url.pathname) : null
    if (inAddress) {
      const found = await context.crossref.work(inAddress).catch(() => null)
      if (found) return found
    }
    throw error
  }

  const extracted = extractPageMetadata(page.html, page.url)
  const doi = findPageDoi(extracted)
  if (doi) {
    try {
      return await context.crossref.work(doi)
    } catch (error) {
      if (options.doiOnly) throw error
      context.onDoiFailure?.(doi, error)
    }
  }
  if (options.doiOnly) throw new errors.NOTHING_FOUND('No DOI was found on this page')

  const pageUrl = extracted.canonical ?? page.url.href
  const suggestion = fromPageMetadata(
    { ...extracted, url: pageUrl },
    { today: context.today?.() ?? new Date() },
  )
  if (suggestion.missing.includes('title')) {
    throw new errors.NOTHING_FOUND('No citation details were found on this page')
  }
  return toLookupResult(suggestion, pageUrl)
}

function doiOrgLink(url: URL): string | null {
  return /^(?:dx\.|www\.)?doi\.org$/i.test(url.hostname) ? normalizeDoi(url.pathname.slice(1)) : null
}
