import { describe, expect, it } from 'vitest'
import { readIsbn } from './isbn.ts'

describe('readIsbn', () => {
  it.each([
    ['9780140328721', '9780140328721', '0140328726'],
    ['978-0-14-032872-1', '9780140328721', '0140328726'],
    ['978 0 14 032872 1', '9780140328721', '0140328726'],
    ['0140328726', '9780140328721', '0140328726'],
    ['0-14-032872-6', '9780140328721', '0140328726'],
    ['ISBN 978-0-14-032872-1', '9780140328721', '0140328726'],
    ['ISBN-13: 9780140328721', '9780140328721', '0140328726'],
    ['isbn-10 0140328726', '9780140328721', '0140328726'],
    // An ISBN-10 whose check digit is 10, written X (either case).
    ['0-8044-2957-X', '9780804429573', '080442957X'],
    ['080442957x', '9780804429573', '080442957X'],
    // 979 has no ISBN-10.
    ['979-10-90636-07-1', '9791090636071', null],
  ])('reads %s as ISBN-13 %s', (input, isbn13, isbn10) => {
    expect(readIsbn(input)).toEqual({ kind: 'isbn', isbn13, isbn10 })
  })

  it.each([
    ['9780140328722', '9780140328722'],
    ['978-0-14-032872-9', '9780140328729'],
    ['0140328727', '0140328727'],
    ['0-14-032872-X', '014032872X'],
  ])('finds that %s does not add up', (input, digits) => {
    expect(readIsbn(input)).toEqual({ kind: 'bad-checksum', digits })
  })

  it('wants 978 or 979 in front of thirteen digits', () => {
    expect(readIsbn('1234567890128')).toEqual({ kind: 'bad-prefix', digits: '1234567890128' })
  })

  it.each([
    'Novelty metrics in engineering design',
    '1984',
    '10.1080/09544828.2021.1928024',
    '978014032872',
    '97801403287211',
    'X140328726',
    '01403X8726',
    '',
    'https://example.com/9780140328721',
  ])('is not an ISBN: %s', (input) => {
    expect(readIsbn(input)).toEqual({ kind: 'not-isbn' })
  })
})
