import { ExpiringCache } from './ExpiringCache.ts'

/**
 * Answers of an outside API by key (docs/decisions/0085-crossref-cache-holds-answers.md): a request already
 * under way for the same key is shared rather than sent twice, its answer is kept (LRU and TTL), and a failure is
 * never kept.
 */
export class LoadCache {
  readonly #cache: ExpiringCache<Promise<unknown>>

  constructor(options: { maxSize: number; ttlMs: number }) {
    this.#cache = new ExpiringCache({ maxSize: options.maxSize, ttlMs: options.ttlMs })
  }

  load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#cache.get(key) as Promise<T> | undefined
    if (hit) return hit
    const pending = load()
    this.#cache.set(key, pending)
    pending.catch(() => this.#cache.delete(key))
    return pending
  }
}
