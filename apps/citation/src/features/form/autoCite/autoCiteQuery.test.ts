import { describe, expect, it } from 'vitest'
import { autoCiteQuery, TOO_LONG_MESSAGE, TOO_SHORT_MESSAGE } from './autoCiteQuery.ts'

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
