import { type Static, Type } from 'typebox'

/**
 * `POST /api/public/crawl/url?type={doi or empty}`: fetch a page server-side and read what it cites. Empty: the
 * page's DOI looked up on Crossref when it has one, else its own metadata. `doi`: only a DOI will do
 * (`NOTHING_FOUND` when the page carries none).
 */
export const CrawlUrlQuery = Type.Object({
  type: Type.Optional(Type.Union([Type.Literal('doi'), Type.Literal('')])),
})
export type CrawlUrlQuery = Static<typeof CrawlUrlQuery>

export const CrawlUrlBody = Type.Object({
  url: Type.String({ minLength: 3, maxLength: 2048, description: 'An http(s) address' }),
})
export type CrawlUrlBody = Static<typeof CrawlUrlBody>

/**
 * `GET /api/public/lookup/doi/{doi}`: the DOI may be sent with its slash as is or percent-encoded
 * (`encodeURIComponent`), and may carry a `doi:` or `https://doi.org/` prefix.
 */
export const DoiParams = Type.Object({ doi: Type.String({ minLength: 3, maxLength: 255 }) })
export type DoiParams = Static<typeof DoiParams>

/**
 * `GET /api/public/lookup/isbn/{isbn}`: an ISBN-10 or ISBN-13, with or without hyphens (`978-0-14-032872-1`,
 * `014032872X`); its check digit must add up (`readIsbn`).
 */
export const IsbnParams = Type.Object({
  isbn: Type.String({ minLength: 10, maxLength: 32, pattern: '^[0-9Xx -]+$' }),
})
export type IsbnParams = Static<typeof IsbnParams>

/** `GET /api/public/lookup/search?q=&type=`: a bibliographic search, 10 results at most. */
export const LookupSearchQuery = Type.Object({
  q: Type.String({
    minLength: 3,
    maxLength: 255,
    pattern: '\\S',
    description: 'Title, authors or a reference',
  }),
  type: Type.Optional(
    Type.String({
      maxLength: 64,
      pattern: '^[a-z-]*$',
      description: 'A Crossref work type filter, e.g. journal-article; empty for every type',
    }),
  ),
})
export type LookupSearchQuery = Static<typeof LookupSearchQuery>
