import { type CrossrefWork, fromCrossref } from '@unikit/citation-core'
import type { LookupResult } from '@unikit/contracts/cite'
import type { TSchema } from 'typebox'
import Value from 'typebox/value'
import { errors } from '../errors.ts'
import {
  fetchApiJson,
  type LookupApi,
  lookupRefused,
  lookupUserAgent,
  unexpectedAnswer,
} from '../lookup/fetchApiJson.ts'
import { LoadCache } from '../lookup/LoadCache.ts'
import { doiKey } from '../lookup/normalizeDoi.ts'
import { toLookupResult } from '../lookup/toLookupResult.ts'
import { CrossrefWorkShape, WorkEnvelope, WorkListEnvelope } from './crossrefSchemas.ts'

export interface CrossrefClientOptions {
  /** e.g. `https://api.crossref.org`, or the fake's `http://127.0.0.1:5190/crossref`. */
  baseUrl: string
  /** Crossref's polite pool: a contact address, sent as `mailto` and in the User-Agent. Empty sends none. */
  mailto: string
  timeoutMs: number
  cacheSize: number
  cacheTtlMs: number
}

export interface CrossrefClient {
  /** The work with this DOI; `DOI_NOT_FOUND` when Crossref does not know it. */
  work(doi: string): Promise<LookupResult>
  /** At most `rows` works matching a bibliographic query, optionally of one Crossref type. */
  search(query: string, type?: string): Promise<LookupResult[]>
}

const ROWS = 10

/**
 * Crossref's REST API, answered as `LookupResult`s through the citation engine's `fromCrossref`. Answers are
 * cached (LRU and TTL), and a request already under way is shared rather than sent twice. Crossref's
 * failures become `DOI_NOT_FOUND`, `LOOKUP_FAILED` and `LOOKUP_TIMEOUT`.
 */
export function createCrossrefClient(options: CrossrefClientOptions): CrossrefClient {
  const cache = new LoadCache({ maxSize: options.cacheSize, ttlMs: options.cacheTtlMs })
  const base = options.baseUrl.replace(/\/+$/, '')
  const api: LookupApi = {
    name: 'Crossref',
    timeoutMs: options.timeoutMs,
    userAgent: lookupUserAgent(options.mailto),
  }

  async function get<S extends TSchema>(path: string, query: Record<string, string>, envelope: S) {
    const url = new URL(`${base}/${path}`)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    if (options.mailto) url.searchParams.set('mailto', options.mailto)
    const { status, body } = await fetchApiJson(api, url)
    if (status < 200 || status > 299) return { status, body: undefined }
    if (!Value.Check(envelope, body)) throw unexpectedAnswer(api)
    return { status, body: body as { message: unknown } }
  }

  return {
    work(doi) {
      return cache.load(`work:${doiKey(doi)}`, async () => {
        const { status, body } = await get(`works/${encodeDoi(doi)}`, {}, WorkEnvelope)
        if (status === 404) throw new errors.DOI_NOT_FOUND(doi)
        if (!body) throw lookupRefused(api, status)
        if (!Value.Check(CrossrefWorkShape, body.message)) throw unexpectedAnswer(api)
        return toLookupResult(fromCrossref(body.message as CrossrefWork))
      })
    },
    search(query, type) {
      const terms = query.trim().replace(/\s+/g, ' ')
      return cache.load(`search:${type ?? ''}:${terms.toLowerCase()}`, async () => {
        const params: Record<string, string> = { 'query.bibliographic': terms, rows: String(ROWS) }
        if (type) params.filter = `type:${type}`
        const { status, body } = await get('works', params, WorkListEnvelope)
        if (!body) throw lookupRefused(api, status)
        return uniqueResults((body.message as { items: unknown[] }).items)
      })
    },
  }
}

/** Works that map, without repeats and without untitled ones (nothing a student could pick). */
function uniqueResults(items: unknown[]): LookupResult[] {
  const results = new Map<string, LookupResult>()
  for (const item of items) {
    if (!Value.Check(CrossrefWorkShape, item)) continue
    const result = toLookupResult(fromCrossref(item as CrossrefWork))
    if (result.title && !results.has(result.id.toLowerCase())) results.set(result.id.toLowerCase(), result)
  }
  return [...results.values()].slice(0, ROWS)
}

/** A DOI in a path: every character that is not safe in a path segment is escaped, the slash kept. */
function encodeDoi(doi: string): string {
  return encodeURIComponent(doi).replace(/%2F/gi, '/')
}
