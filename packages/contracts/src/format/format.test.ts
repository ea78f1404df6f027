import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDateTime, formatVnd } from './format.ts'

describe('the formatting module', () => {
  it('writes dong as Vietnamese readers do, and counts in one locale', () => {
    expect(formatVnd(1_700_000)).toBe('1.700.000 ₫')
    expect(formatVnd(0)).toBe('0 ₫')
    expect(formatCount(1000)).toBe('1,000')
  })

  it('groups whole counts exactly as Intl does for en-GB, and leaves the rest to Intl', () => {
    const intl = new Intl.NumberFormat('en-GB')
    const values = [
      0,
      7,
      12,
      999,
      1000,
      1234,
      99_999,
      100_000,
      1_234_567,
      -5,
      -1000,
      -123_456_789,
      2 ** 53 - 1,
    ]
    for (const value of values) expect(formatCount(value)).toBe(intl.format(value))
    expect(formatCount(1234.5)).toBe('1,234.5')
  })

  it('writes dates and deadlines in Vietnam, whatever the machine’s zone', () => {
    // 17:30 UTC is half past midnight the next day in Hồ Chí Minh City.
    expect(formatDate('2026-11-25T17:30:00Z')).toBe('26 Nov 2026')
    expect(formatDateTime('2026-11-25T17:30:00Z')).toBe('26 Nov 2026, 00:30')
  })
})
