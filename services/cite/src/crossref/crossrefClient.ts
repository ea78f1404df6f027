import { type CrossrefWork, fromCrossref } from '@unikit/citation-core'
import type { LookupResult } from '@unikit/contracts/cite'
import type { ServiceError } from '@unikit/service-kit'
import type { TSchema } from 'typebox'
import Value from 'typebox/value'
import { errors } from '../errors.ts'
import { formatSeconds } from '../formatSeconds.ts'
import { ExpiringCache } from '../lookup/ExpiringCache.ts'
import { doiKey } from '../lookup/normalizeDoi.ts'
import { toLookupResult } from '../lookup/toLookupResult.ts'
import { CrossrefWorkShape, WorkEnvelope, WorkListEnvelope } from './crossrefSchemas.ts'
import { readJson } from './readJson.ts'

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
const MAX_ANSWER_BYTES = 10 * 1024 * 1024

/**
 * Crossref's REST API, answered as `LookupResult`s through the citation engine's `fromCrossref`. Answers are
 * cached (LRU and TTL), and a request already under way is shared rather than sent twice. Crossref's
 * failures become `DOI_NOT_FOUND`, `LOOKUP_FAILED` and `LOOKUP_TIMEOUT`.
 */
export function createCrossrefClient(options: CrossrefClientOptions): CrossrefClient {
  const cache = new ExpiringCache<Promise<unknown>>({ maxSize: options.cacheSize, ttlMs: options.cacheTtlMs })
  const base = options.baseUrl.replace(/\/+$/, '')
  const userAgent = `Unikit/0.1 (citation tool of Unikit${options.mailto ? `; mailto:${options.mailto}` : ''})`

  /** Shares one request per key while it runs and caches its answer; a failure is never cached. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key) as Promise<T> | undefined
    if (hit) return hit
    const pending = load()
    cache.set(key, pending)
    pending.catch(() => cache.delete(key))
    return pending
  }

  async function get<S extends TSchema>(path: string, query: Record<string, string>, envelope: S) {
    const url = new URL(`${base}/${path}`)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    if (options.mailto) url.searchParams.set('mailto', options.mailto)
    let response: Response
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      })
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw timeout(options.timeoutMs)
      throw new errors.LOOKUP_FAILED('Crossref cannot be reached', { cause: error })
    }
    if (!response.ok) {
      await response.body?.cancel()
      return { status: response.status, body: undefined }
    }
    let body: unknown
    try {
      body = await readJson(response, MAX_ANSWER_BYTES)
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw timeout(options.timeoutMs)
      throw new errors.LOOKUP_FAILED('Crossref sent an answer that cannot be read', { cause: error })
    }
    if (!Value.Check(envelope, body)) throw new errors.LOOKUP_FAILED('Crossref sent an unexpected answer')
    return { status: response.status, body: body as { message: unknown } }
  }

  return {
    work(doi) {
      return cached(`work:${doiKey(doi)}`, async () => {
        const { status, body } = await get(`works/${encodeDoi(doi)}`, {}, WorkEnvelope)
        if (status === 404) throw new errors.DOI_NOT_FOUND(doi)
        if (!body) throw failed(status)
        if (!Value.Check(CrossrefWorkShape, body.message)) {
          throw new errors.LOOKUP_FAILED('Crossref sent an unexpected answer')
        }
        return toLookupResult(fromCrossref(body.message as CrossrefWork))
      })
    },
    search(query, type) {
      const terms = query.trim().replace(/\s+/g, ' ')
      return cached(`search:${type ?? ''}:${terms.toLowerCase()}`, async () => {
        const params: Record<string, string> = { 'query.bibliographic': terms, rows: String(ROWS) }
        if (type) params.filter = `type:${type}`
        const { status, body } = await get('works', params, WorkListEnvelope)
        if (!body) throw failed(status)
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

function timeout(timeoutMs: number): ServiceError {
  return new errors.LOOKUP_TIMEOUT(formatSeconds(timeoutMs))
}

function failed(status: number): ServiceError {
  if (status === 429) return new errors.LOOKUP_FAILED('Crossref is busy; try again in a minute')
  return new errors.LOOKUP_FAILED(`Crossref answered ${status}`)
}
