import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDateTime, formatVnd } from './format.ts'

describe('the formatting module', () => {
  it('writes dong as Vietnamese readers do, and counts in one locale', () => {
    expect(formatVnd(1_700_000)).toBe('1.700.000 ₫')
    expect(formatVnd(0)).toBe('0 ₫')
    expect(formatCount(1000)).toBe('1,000')
  })

  it('writes dates and deadlines in Vietnam, whatever the machine’s zone', () => {
    // 17:30 UTC is half past midnight the next day in Hồ Chí Minh City.
    expect(formatDate('2026-11-25T17:30:00Z')).toBe('26 Nov 2026')
    expect(formatDateTime('2026-11-25T17:30:00Z')).toBe('26 Nov 2026, 00:30')
  })
})
