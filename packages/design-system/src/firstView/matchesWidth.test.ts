import { describe, expect, it } from 'vitest'
import { matchesWidth } from './matchesWidth.ts'

describe('matchesWidth', () => {
  it('reads the range and the min/max forms at their edges', () => {
    expect(matchesWidth('(width <= 630px)', 630)).toBe(true)
    expect(matchesWidth('(width < 630px)', 630)).toBe(false)
    expect(matchesWidth('(width > 630px)', 631)).toBe(true)
    expect(matchesWidth('(width >= 630px)', 629)).toBe(false)
    expect(matchesWidth('(max-width: 630px)', 412)).toBe(true)
    expect(matchesWidth('(min-width: 630px)', 412)).toBe(false)
  })

  it('does not claim any other query', () => {
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 412)).toBe(false)
    expect(matchesWidth('(width <= 40em)', 412)).toBe(false)
  })
})
