import { describe, expect, it } from 'vitest'
import { formatVnd } from './formatVnd.ts'

describe('formatVnd', () => {
  it.each([
    [1_250_000, '1.250.000 ₫'],
    [0, '0 ₫'],
    [2_999, '2.999 ₫'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatVnd(amount)).toBe(text)
  })
})
