import { fromOpenLibrary, type OpenLibraryBook } from '@unikit/citation-core'
import type { LookupResult } from '@unikit/contracts/cite'
import Value from 'typebox/value'
import { errors } from '../errors.ts'
import {
  fetchApiJson,
  type LookupApi,
  lookupRefused,
  lookupUserAgent,
  unexpectedAnswer,
} from '../lookup/fetchApiJson.ts'
import { LoadCache } from '../lookup/LoadCache.ts'
import { toLookupResult } from '../lookup/toLookupResult.ts'
import { BooksAnswer, OpenLibraryBookShape } from './openLibrarySchemas.ts'

export interface OpenLibraryClientOptions {
  /** e.g. `https://openlibrary.org`, or the fake's `http://127.0.0.1:5190/openlibrary`. */
  baseUrl: string
  /** A contact address for the User-Agent, as Open Library asks of API clients. Empty sends none. */
  contact: string
  timeoutMs: number
  cacheSize: number
  cacheTtlMs: number
}

/** An ISBN read and checked (`readIsbn`): the ISBN-13, and the ISBN-10 when the book has one. */
export interface Isbn {
  isbn13: string
  isbn10: string | null
}

export interface OpenLibraryClient {
  /** The book with this ISBN; `ISBN_NOT_FOUND` when Open Library does not know it. */
  book(isbn: Isbn): Promise<LookupResult>
}

/**
 * Open Library's Books API, answered as a `LookupResult` through the citation engine's `fromOpenLibrary`. One
 * request asks for the ISBN-13 and the ISBN-10 together (a record may be catalogued under either); answers are
 * cached by ISBN-13 like Crossref's, failures never. Open Library's failures become `LOOKUP_FAILED` and
 * `LOOKUP_TIMEOUT`.
 */
export function createOpenLibraryClient(options: OpenLibraryClientOptions): OpenLibraryClient {
  const cache = new LoadCache({ maxSize: options.cacheSize, ttlMs: options.cacheTtlMs })
  const base = options.baseUrl.replace(/\/+$/, '')
  const api: LookupApi = {
    name: 'Open Library',
    timeoutMs: options.timeoutMs,
    userAgent: lookupUserAgent(options.contact),
  }

  return {
    book(isbn) {
      return cache.load(`isbn:${isbn.isbn13}`, async () => {
        const bibkeys = [isbn.isbn13, isbn.isbn10].filter(Boolean).map((value) => `ISBN:${value}`)
        const url = new URL(`${base}/api/books`)
        url.searchParams.set('bibkeys', bibkeys.join(','))
        url.searchParams.set('format', 'json')
        url.searchParams.set('jscmd', 'data')
        const { status, body } = await fetchApiJson(api, url)
        if (status < 200 || status > 299) throw lookupRefused(api, status)
        if (!Value.Check(BooksAnswer, body)) throw unexpectedAnswer(api)
        const record = bibkeys.map((bibkey) => (body as Record<string, unknown>)[bibkey]).find(Boolean)
        if (record === undefined) throw new errors.ISBN_NOT_FOUND(isbn.isbn13)
        if (!Value.Check(OpenLibraryBookShape, record)) throw unexpectedAnswer(api)
        const book = record as OpenLibraryBook
        return toLookupResult(fromOpenLibrary(book), book.url)
      })
    },
  }
}
