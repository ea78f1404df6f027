import type { CiteApp } from '../CiteApp.ts'
import { createCrossrefClient } from '../crossref/crossrefClient.ts'
import { crawlRoutes } from './crawl/crawlRoutes.ts'
import { eventRoutes } from './events/eventRoutes.ts'
import { lookupRoutes } from './lookup/lookupRoutes.ts'

/** The citation tool's calls (docs/product/citations.md#auto-cite), sharing one Crossref client and its cache. */
export function citeRoutes(app: CiteApp) {
  const config = app.config
  const crossref = createCrossrefClient({
    baseUrl: config.CROSSREF_BASE_URL,
    mailto: config.CROSSREF_MAILTO,
    timeoutMs: config.CROSSREF_TIMEOUT_MS,
    cacheSize: config.LOOKUP_CACHE_SIZE,
    cacheTtlMs: config.LOOKUP_CACHE_TTL_MS,
  })
  const fetch = {
    allowLoopback: config.CITE_ALLOW_LOOPBACK,
    timeoutMs: config.CRAWL_TIMEOUT_MS,
    maxBytes: config.CRAWL_MAX_BYTES,
    maxRedirects: config.CRAWL_MAX_REDIRECTS,
  }
  lookupRoutes(app, crossref)
  crawlRoutes(app, { crossref, fetch })
  eventRoutes(app)
}
