interface Entry<V> {
  value: V
  expires: number
}

/**
 * An in-memory cache bounded in size (the least recently used entry goes first) and in age (an entry older
 * than `ttlMs` is never served). A size or age of 0 turns it off. `now` is injectable for tests.
 */
export class ExpiringCache<V> {
  readonly #entries = new Map<string, Entry<V>>()
  readonly #maxSize: number
  readonly #ttlMs: number
  readonly #now: () => number

  constructor(options: { maxSize: number; ttlMs: number; now?: () => number }) {
    this.#maxSize = options.maxSize
    this.#ttlMs = options.ttlMs
    this.#now = options.now ?? Date.now
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (entry.expires <= this.#now()) return undefined
    // Re-inserted last: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    if (this.#maxSize === 0 || this.#ttlMs === 0) return
    this.#entries.delete(key)
    this.#entries.set(key, { value, expires: this.#now() + this.#ttlMs })
    while (this.#entries.size > this.#maxSize) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }
}
