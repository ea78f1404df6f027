import { ErrorBody } from '@unikit/contracts'
import { IsbnParams, LookupResultBody, LookupResultsBody, LookupSearchQuery } from '@unikit/contracts/cite'
import { Type } from 'typebox'
import type { CiteApp } from '../../CiteApp.ts'
import type { CrossrefClient } from '../../crossref/crossrefClient.ts'
import { errors } from '../../errors.ts'
import { checkedIsbn } from '../../lookup/checkedIsbn.ts'
import { normalizeDoi } from '../../lookup/normalizeDoi.ts'
import type { OpenLibraryClient } from '../../openlibrary/openLibraryClient.ts'

/**
 * The DOI is the rest of the path, so `10.1080/09544828.2021.1928024` may keep its slash; a
 * percent-encoded one (`encodeURIComponent`) works the same. Longer than `DoiParams` allows because of
 * that encoding; the decoded DOI is held to 255 characters.
 */
const DoiPath = Type.Object({ '*': Type.String({ minLength: 3, maxLength: 1024 }) })

/**
 * Citation lookup (docs/product/citations.md#auto-cite): Crossref by DOI and by bibliographic search, Open Library
 * by ISBN.
 */
export function lookupRoutes(
  app: CiteApp,
  { crossref, openLibrary }: { crossref: CrossrefClient; openLibrary: OpenLibraryClient },
) {
  const rateLimit = { max: app.config.CITE_LOOKUP_RATE_MAX, timeWindow: '1 minute' }
  const failures = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, 502: ErrorBody, 504: ErrorBody }

  app.get(
    '/api/public/lookup/doi/*',
    {
      config: { rateLimit },
      schema: {
        summary: 'The work with this DOI, from Crossref',
        params: DoiPath,
        response: { 200: LookupResultBody, ...failures },
      },
    },
    async (request) => {
      const doi = normalizeDoi(request.params['*'])
      if (!doi) throw new errors.INVALID_DOI()
      return { data: await crossref.work(doi) }
    },
  )

  app.get(
    '/api/public/lookup/search',
    {
      config: { rateLimit },
      schema: {
        summary: 'Up to 10 works matching a title, authors or a reference, from Crossref',
        querystring: LookupSearchQuery,
        response: { 200: LookupResultsBody, ...failures },
      },
    },
    async (request) => ({ data: await crossref.search(request.query.q, request.query.type || undefined) }),
  )

  app.get(
    '/api/public/lookup/isbn/:isbn',
    {
      config: { rateLimit },
      schema: {
        summary: 'The book with this ISBN (10 or 13 digits, hyphens allowed), from Open Library',
        params: IsbnParams,
        response: { 200: LookupResultBody, ...failures },
      },
    },
    async (request) => ({ data: await openLibrary.book(checkedIsbn(request.params.isbn)) }),
  )
}
