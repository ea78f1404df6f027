import { describe, expect, it } from 'vitest'
import { upstreamPool } from './upstreamPool.ts'

describe('upstreamPool', () => {
  const a = 'http://127.0.0.1:1'
  const b = 'http://127.0.0.1:2'
  const none = new Set<string>()

  it('takes the instances in turn', () => {
    const pool = upstreamPool([a, b])
    expect([pool.pick(none), pool.pick(none), pool.pick(none), pool.pick(none)]).toEqual([a, b, a, b])
  })

  it('keeps work away from a draining or refusing instance until its mark expires', () => {
    let clock = 0
    const pool = upstreamPool([a, b], () => clock)
    pool.markDraining(a)
    expect([pool.pick(none), pool.pick(none), pool.pick(none)]).toEqual([b, b, b])
    clock = 10_001
    expect([pool.pick(none), pool.pick(none)]).toEqual([a, b])
    pool.markDown(b)
    expect([pool.pick(none), pool.pick(none)]).toEqual([a, a])
  })

  it('skips instances already tried for this request, and falls back to a marked one rather than none', () => {
    const pool = upstreamPool([a, b])
    expect(pool.pick(new Set([a]))).toBe(b)
    expect(pool.pick(new Set([a, b]))).toBeUndefined()
    pool.markDown(a)
    pool.markDown(b)
    expect(pool.pick(none)).toBeDefined()
  })
})
