import { misbehavingIsbns, type RunningFakes, startFakes } from '@unikit/test-fakes'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { failureOf } from '../testing/failureOf.ts'
import { createOpenLibraryClient, type Isbn, type OpenLibraryClientOptions } from './openLibraryClient.ts'

let fakes: RunningFakes
beforeAll(async () => {
  fakes = await startFakes()
})
afterAll(() => fakes.close())
beforeEach(() => {
  fakes.requests.length = 0
})

const client = (options: Partial<OpenLibraryClientOptions> = {}) =>
  createOpenLibraryClient({
    baseUrl: fakes.openLibraryUrl,
    contact: 'cite@unikit.example',
    timeoutMs: 2000,
    cacheSize: 100,
    cacheTtlMs: 60_000,
    ...options,
  })
const isbn = (isbn13: string, isbn10: string | null = null): Isbn => ({ isbn13, isbn10 })
const openLibraryRequests = () => fakes.requests.filter((request) => request.url.startsWith('/openlibrary/'))
const failure = failureOf

describe('Open Library book by ISBN', () => {
  it('answers a LookupResult with the engine suggestion, asking for both ISBNs in one request', async () => {
    const result = await client().book(isbn('9781352003093', '1352003090'))
    expect(result).toMatchObject({
      id: 'https://openlibrary.org/books/OL28014950M/Success_in_Academic_Writing',
      title: 'Success in academic writing',
      authors: ['Day T'],
      year: 2018,
      source: 'Palgrave',
      kind: 'book',
      doi: null,
      url: 'https://openlibrary.org/books/OL28014950M/Success_in_Academic_Writing',
      suggestion: {
        formatId: 1,
        missing: [],
        item: {
          type: 'book',
          title: 'Success in academic writing',
          author: [{ family: 'Day', given: 'Trevor' }],
          issued: { 'date-parts': [[2018]] },
          edition: '2',
          publisher: 'Palgrave',
          'publisher-place': 'Basingstoke',
        },
      },
    })
    const [request] = openLibraryRequests()
    const url = new URL(request!.url, fakes.url)
    expect(url.pathname).toBe('/openlibrary/api/books')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bibkeys: 'ISBN:9781352003093,ISBN:1352003090',
      format: 'json',
      jscmd: 'data',
    })
    expect(request!.headers['user-agent']).toContain('mailto:cite@unikit.example')
  })

  it('finds a record catalogued under its ISBN-10 only', async () => {
    // Open Library lists Slow reading under ISBN-10 1936117363 and ISBN-13 9780980200447.
    const result = await client().book(isbn('9781936117369', '1936117363'))
    expect(result.title).toBe('Slow reading')
    expect(result.suggestion.item).toMatchObject({ 'publisher-place': 'Duluth, Minn' })
  })

  it('keeps Vietnamese authors family name first, and reads editors from the title page', async () => {
    const vietnamese = await client().book(isbn('9786049460210'))
    expect(vietnamese.authors).toEqual(['Nguyễn VD', 'Trần TL'])
    const edited = await client().book(isbn('9781483349800'))
    expect(edited.suggestion.formatId).toBe(39)
    expect(edited.authors).toEqual(['Denzin NK', 'Lincoln YS'])
  })

  it('says a book without a place misses it', async () => {
    const fox = await client().book(isbn('9780140328721', '0140328726'))
    expect(fox.suggestion.missing).toEqual(['publisher-place'])
  })

  it('caches answers by ISBN-13 and shares a request under way; asks again once expired', async () => {
    const openLibrary = client()
    await Promise.all([openLibrary.book(isbn('9780140328721')), openLibrary.book(isbn('9780140328721'))])
    await openLibrary.book(isbn('9780140328721', '0140328726'))
    expect(openLibraryRequests()).toHaveLength(1)
    const off = client({ cacheSize: 0 })
    await off.book(isbn('9780140328721'))
    await off.book(isbn('9780140328721'))
    expect(openLibraryRequests()).toHaveLength(3)
  })

  it('answers ISBN_NOT_FOUND for a book Open Library does not know, and does not cache it', async () => {
    const openLibrary = client()
    const expected = {
      code: 'ISBN_NOT_FOUND',
      status: 404,
      message: 'No book with ISBN 9780000000002 was found',
    }
    expect(await failure(openLibrary.book(isbn('9780000000002', '0000000000')))).toEqual(expected)
    expect(await failure(openLibrary.book(isbn('9780000000002', '0000000000')))).toEqual(expected)
    expect(openLibraryRequests()).toHaveLength(2)
  })

  it.each([
    [misbehavingIsbns.serverError, 'The scholarly lookup failed: Open Library answered 500'],
    [misbehavingIsbns.busy, 'The scholarly lookup failed: Open Library is busy; try again in a minute'],
    [
      misbehavingIsbns.notJson,
      'The scholarly lookup failed: Open Library sent an answer that cannot be read',
    ],
    [misbehavingIsbns.wrongShape, 'The scholarly lookup failed: Open Library sent an unexpected answer'],
  ])('answers LOOKUP_FAILED when Open Library misbehaves (%s)', async (isbn13, message) => {
    expect(await failure(client().book(isbn(isbn13)))).toEqual({
      code: 'LOOKUP_FAILED',
      status: 502,
      message,
    })
  })

  it('answers LOOKUP_TIMEOUT when Open Library does not answer in time, and LOOKUP_FAILED when it is down', async () => {
    const started = Date.now()
    expect(await failure(client({ timeoutMs: 200 }).book(isbn(misbehavingIsbns.stall)))).toEqual({
      code: 'LOOKUP_TIMEOUT',
      status: 504,
      message: 'The scholarly lookup did not answer within 0.2 seconds',
    })
    expect(Date.now() - started).toBeLessThan(2000)
    const closed = client({ baseUrl: 'http://127.0.0.1:9/openlibrary' })
    expect(await failure(closed.book(isbn('9780140328721')))).toMatchObject({
      code: 'LOOKUP_FAILED',
      message: 'The scholarly lookup failed: Open Library cannot be reached',
    })
  })

  it('never follows a redirect away from the configured address', async () => {
    const redirected = client({ baseUrl: `${fakes.openLibraryUrl}/moved` })
    expect(await failure(redirected.book(isbn('9780140328721')))).toMatchObject({
      code: 'LOOKUP_FAILED',
      message: 'The scholarly lookup failed: Open Library cannot be reached',
    })
  })
})
