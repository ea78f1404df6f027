import { describe, expect, it } from 'vitest'
import {
  autoCiteQuery,
  BAD_ISBN_MESSAGE,
  BAD_ISBN_PREFIX_MESSAGE,
  TOO_LONG_MESSAGE,
  TOO_SHORT_MESSAGE,
} from './autoCiteQuery.ts'

describe('reading the auto-cite input', () => {
  it('wants 3 to 255 characters once trimmed', () => {
    expect(autoCiteQuery('  ab  ')).toEqual({ kind: 'invalid', message: TOO_SHORT_MESSAGE })
    expect(autoCiteQuery('x'.repeat(256))).toEqual({ kind: 'invalid', message: TOO_LONG_MESSAGE })
    expect(autoCiteQuery('  abc ')).toEqual({ kind: 'search', q: 'abc' })
  })

  it('looks up an input that starts with a DOI, bare or as doi: or a doi.org link', () => {
    const doi = '10.1080/09544828.2021.1928024'
    expect(autoCiteQuery(doi)).toEqual({ kind: 'doi', doi })
    expect(autoCiteQuery(`doi: ${doi}`)).toEqual({ kind: 'doi', doi })
    expect(autoCiteQuery(`DOI:${doi}`)).toEqual({ kind: 'doi', doi })
    expect(autoCiteQuery(`https://doi.org/${doi}`)).toEqual({ kind: 'doi', doi })
    expect(autoCiteQuery(`http://dx.doi.org/${doi}`)).toEqual({ kind: 'doi', doi })
    expect(autoCiteQuery(`${doi} novelty`)).toEqual({ kind: 'doi', doi })
    expect(autoCiteQuery('10.12/short')).toEqual({ kind: 'search', q: '10.12/short' })
  })

  it('looks up an ISBN of 10 or 13 digits, with or without hyphens, as its ISBN-13', () => {
    for (const isbn of [
      '9781352003093',
      '978-1-352-00309-3',
      '1352003090',
      '1-352-00309-0',
      'ISBN 978 1 352 00309 3',
    ])
      expect(autoCiteQuery(isbn)).toEqual({ kind: 'isbn', isbn: '9781352003093' })
    expect(autoCiteQuery('080442957x')).toEqual({ kind: 'isbn', isbn: '9780804429573' })
  })

  it('says an ISBN does not add up, or has no ISBN prefix, before anything is looked up', () => {
    expect(autoCiteQuery('978-1-352-00309-4')).toEqual({ kind: 'bad-isbn', message: BAD_ISBN_MESSAGE })
    expect(autoCiteQuery('1352003091')).toEqual({ kind: 'bad-isbn', message: BAD_ISBN_MESSAGE })
    expect(autoCiteQuery('1234567890128')).toEqual({ kind: 'bad-isbn', message: BAD_ISBN_PREFIX_MESSAGE })
  })

  it('reads a DOI, a year or a title with numbers as no ISBN', () => {
    expect(autoCiteQuery('10.1080/09544828.2021.1928024').kind).toBe('doi')
    expect(autoCiteQuery('1984')).toEqual({ kind: 'search', q: '1984' })
    expect(autoCiteQuery('Vietnam 2030 strategy')).toEqual({ kind: 'search', q: 'Vietnam 2030 strategy' })
    expect(autoCiteQuery('https://example.com/isbn/9781352003093').kind).toBe('url')
  })

  it('crawls http(s) and www. addresses and searches anything else', () => {
    expect(autoCiteQuery('https://example.com/a')).toEqual({ kind: 'url', url: 'https://example.com/a' })
    expect(autoCiteQuery('HTTP://example.com')).toEqual({ kind: 'url', url: 'HTTP://example.com' })
    expect(autoCiteQuery('www.rmit.edu.vn/news')).toEqual({
      kind: 'url',
      url: 'https://www.rmit.edu.vn/news',
    })
    expect(autoCiteQuery('Novelty metrics in engineering design')).toEqual({
      kind: 'search',
      q: 'Novelty metrics in engineering design',
    })
  })
})
