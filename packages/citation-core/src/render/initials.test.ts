import { describe, expect, it } from 'vitest'
import { initials } from './initials.ts'

describe('initials', () => {
  it.each([
    ['Thị Minh', 'TM'],
    ['Đức Anh', 'ĐA'],
    ['ễ', 'Ễ'],
    ['Alice C', 'AC'],
    ['Sujata Y', 'SY'],
    ['J.R.', 'JR'],
    ['A. C.', 'AC'],
    ['JM', 'JM'],
    ['Jean-Paul', 'J-P'],
    ['  michael   patrick ', 'MP'],
    ['', ''],
  ])('%s → %s', (given, expected) => {
    expect(initials(given)).toBe(expected)
  })

  it('reads decomposed accents as one letter', () => {
    expect(initials('E\u0301lise')).toBe('É')
  })
})
