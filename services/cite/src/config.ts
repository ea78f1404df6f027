import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'cite', port: 4106 } as const

/** Settings of the cite service beyond the kit's (see the README for what each one is for). */
export const settings = Type.Object({
  /** The Crossref REST API; tests point it at the fake on loopback. */
  CROSSREF_BASE_URL: Type.String({ pattern: '^https?://', default: 'https://api.crossref.org' }),
  /** Sent as `mailto` so Crossref serves us from its polite pool; empty sends none. */
  CROSSREF_MAILTO: Type.String({ default: '' }),
  CROSSREF_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 10_000 }),
  /** Open Library (books by ISBN); tests point it at the fake on loopback. `CROSSREF_MAILTO` is its contact. */
  OPENLIBRARY_BASE_URL: Type.String({ pattern: '^https?://', default: 'https://openlibrary.org' }),
  OPENLIBRARY_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 10_000 }),
  /** Crossref and Open Library answers kept in memory (entries, least recently used dropped first) and for how long. */
  LOOKUP_CACHE_SIZE: Type.Integer({ minimum: 0, maximum: 100_000, default: 1000 }),
  LOOKUP_CACHE_TTL_MS: Type.Integer({ minimum: 0, default: 6 * 60 * 60 * 1000 }),
  /** The whole crawl of one page, redirects and body included. */
  CRAWL_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 10_000 }),
  /** The most a crawled page may weigh once decompressed. */
  CRAWL_MAX_BYTES: Type.Integer({ minimum: 1024, maximum: 50 * 1024 * 1024, default: 3 * 1024 * 1024 }),
  CRAWL_MAX_REDIRECTS: Type.Integer({ minimum: 0, maximum: 20, default: 5 }),
  /** Lets the crawl reach loopback addresses (the e2e fakes); refused in production. */
  CITE_ALLOW_LOOPBACK: Type.Boolean({ default: false }),
  /**
   * Requests per client address: crawls and lookups per minute, usage events per hour. A campus shares one
   * address, so these are a campus's (docs/decisions/0731-campus-limits-and-address-changes.md).
   */
  CITE_CRAWL_RATE_MAX: Type.Integer({ minimum: 1, default: 120 }),
  CITE_LOOKUP_RATE_MAX: Type.Integer({ minimum: 1, default: 300 }),
  CITE_EMIT_RATE_MAX: Type.Integer({ minimum: 1, default: 1000 }),
})

/** `app.config` in this service: the kit's settings and these. */
export type CiteConfig = BaseConfig & Static<typeof settings>
