import { describe, expect, it } from 'vitest'
import { ExpiringCache } from './ExpiringCache.ts'

describe('ExpiringCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new ExpiringCache<number>({ maxSize: 2, ttlMs: 1000 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // b is now the least recently used
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('never serves an entry older than its time to live', () => {
    let now = 0
    const cache = new ExpiringCache<string>({ maxSize: 10, ttlMs: 100, now: () => now })
    cache.set('doi', 'work')
    now = 99
    expect(cache.get('doi')).toBe('work')
    now = 100
    expect(cache.get('doi')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('overwrites and deletes', () => {
    const cache = new ExpiringCache<number>({ maxSize: 2, ttlMs: 1000 })
    cache.set('a', 1)
    cache.set('a', 2)
    expect(cache.get('a')).toBe(2)
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
  })

  it('keeps nothing when turned off', () => {
    const off = [
      new ExpiringCache<number>({ maxSize: 0, ttlMs: 1000 }),
      new ExpiringCache<number>({ maxSize: 10, ttlMs: 0 }),
    ]
    for (const cache of off) {
      cache.set('a', 1)
      expect(cache.get('a')).toBeUndefined()
    }
  })
})
