import type { ServicePlugin } from '@unikit/service-kit'
import { createCrossrefClient } from '../crossref/crossrefClient.ts'
import { crawlRoutes } from './crawl/crawlRoutes.ts'
import { eventRoutes } from './events/eventRoutes.ts'
import { lookupRoutes } from './lookup/lookupRoutes.ts'

/** The citation tool's calls (spec section 7), sharing one Crossref client and its cache. */
export const citeRoutes: ServicePlugin = async (app) => {
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
  app.register(lookupRoutes, { crossref })
  app.register(crawlRoutes, { context: { crossref, fetch } })
  app.register(eventRoutes)
}
