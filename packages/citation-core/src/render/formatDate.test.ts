import { describe, expect, it } from 'vitest'
import { formatAccessed, formatDate, formatSpan } from './formatDate.ts'

const d = (...parts: number[][]) => ({ 'date-parts': parts })

describe('formatDate', () => {
  it('gives the year, or n.d. without a date', () => {
    expect(formatDate(d([2019, 5, 3]), 'year')).toBe('2019')
    expect(formatDate(undefined, 'year')).toBe('n.d.')
    expect(formatDate({ literal: 'n.d.' }, 'full')).toBe('n.d.')
  })

  it('writes a full date with the month in full and no zero padding', () => {
    expect(formatDate(d([2021, 12, 6]), 'full')).toBe('6 December 2021')
    expect(formatDate(d([2021, 12]), 'full')).toBe('December 2021')
    expect(formatDate(d([2021]), 'full')).toBe('2021')
  })

  it('writes ranges the guide way', () => {
    expect(formatDate(d([2020, 11, 3], [2020, 11, 5]), 'full')).toBe('3-5 November 2020')
    expect(formatDate(d([2020, 11, 30], [2020, 12, 2]), 'full')).toBe('30 November – 2 December 2020')
    expect(formatDate(d([2020, 12, 30], [2021, 1, 2]), 'full')).toBe('30 December 2020 – 2 January 2021')
    expect(formatDate(d([2019], [2020]), 'year')).toBe('2019-2020')
  })

  it('adds circa, literals and the year suffix', () => {
    expect(formatDate({ 'date-parts': [[2021]], circa: true }, 'year')).toBe('c. 2021')
    expect(formatDate({ literal: '11th-12th century' }, 'year')).toBe('11th-12th century')
    expect(formatDate(d([2021, 11, 15]), 'full', 'a')).toBe('15 November 2021a')
    expect(formatDate(d([2021]), 'year', 'b')).toBe('2021b')
  })

  it('reads string parts and ISO raw dates', () => {
    expect(formatDate({ 'date-parts': [['2021', '06', '16']] }, 'full')).toBe('16 June 2021')
    expect(formatDate({ raw: '2021-06-16' }, 'full')).toBe('16 June 2021')
  })
})

describe('formatSpan and formatAccessed', () => {
  it('writes exhibition dates in full on both sides', () => {
    expect(formatSpan(d([2020, 12, 5], [2021, 4, 25]))).toBe('5 December 2020 – 25 April 2021')
  })

  it('writes accessed dates as D Month YYYY', () => {
    expect(formatAccessed(d([2021, 12, 9]))).toBe('9 December 2021')
    expect(formatAccessed(undefined)).toBe('')
  })
})
