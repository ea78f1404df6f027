import { describe, expect, it } from 'vitest'
import { freeSources, researchPrice } from './pricing.ts'

describe('researchPrice', () => {
  it('is the table price when no extra source is chosen', () => {
    expect(researchPrice({ words: 1000, days: 7, extraSources: 0 })).toBe(1_250_000)
    expect(researchPrice({ words: 3000, days: 14, extraSources: 0 })).toBe(2_265_000)
  })

  it('adds 45,000 ₫ per extra source and never lowers the price', () => {
    expect(researchPrice({ words: 2000, days: 3, extraSources: 2 })).toBe(3_090_000)
    expect(researchPrice({ words: 2000, days: 3, extraSources: 1 })).toBeGreaterThan(3_000_000)
  })

  it('refuses an out-of-range number of extra sources', () => {
    expect(() => researchPrice({ words: 1000, days: 3, extraSources: 11 })).toThrow(RangeError)
    expect(() => researchPrice({ words: 1000, days: 3, extraSources: -1 })).toThrow(RangeError)
  })
})

describe('freeSources', () => {
  it.each([
    [1000, 3],
    [1500, 3],
    [2000, 6],
    [2500, 6],
    [3000, 10],
  ] as const)('includes %d words with %d sources', (words, sources) => {
    expect(freeSources(words)).toBe(sources)
  })
})
