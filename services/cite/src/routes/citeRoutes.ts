import type { CiteApp } from '../CiteApp.ts'
import { createCrossrefClient } from '../crossref/crossrefClient.ts'
import { createOpenLibraryClient } from '../openlibrary/openLibraryClient.ts'
import { crawlRoutes } from './crawl/crawlRoutes.ts'
import { eventRoutes } from './events/eventRoutes.ts'
import { lookupRoutes } from './lookup/lookupRoutes.ts'

/**
 * The citation tool's calls (docs/product/citations.md#auto-cite), sharing one Crossref client and one Open
 * Library client, each with its cache.
 */
export function citeRoutes(app: CiteApp) {
  const config = app.config
  const crossref = createCrossrefClient({
    baseUrl: config.CROSSREF_BASE_URL,
    mailto: config.CROSSREF_MAILTO,
    timeoutMs: config.CROSSREF_TIMEOUT_MS,
    cacheSize: config.LOOKUP_CACHE_SIZE,
    cacheTtlMs: config.LOOKUP_CACHE_TTL_MS,
  })
  const openLibrary = createOpenLibraryClient({
    baseUrl: config.OPENLIBRARY_BASE_URL,
    contact: config.CROSSREF_MAILTO,
    timeoutMs: config.OPENLIBRARY_TIMEOUT_MS,
    cacheSize: config.LOOKUP_CACHE_SIZE,
    cacheTtlMs: config.LOOKUP_CACHE_TTL_MS,
  })
  const fetch = {
    allowLoopback: config.CITE_ALLOW_LOOPBACK,
    timeoutMs: config.CRAWL_TIMEOUT_MS,
    maxBytes: config.CRAWL_MAX_BYTES,
    maxRedirects: config.CRAWL_MAX_REDIRECTS,
  }
  lookupRoutes(app, { crossref, openLibrary })
  crawlRoutes(app, { crossref, fetch })
  eventRoutes(app)
}
