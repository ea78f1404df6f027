import { type Static, Type } from 'typebox'

/** `POST /api/public/crawl/url?type={doi or empty}`: fetch a page server-side and read what it cites. */
export const CrawlUrlQuery = Type.Object({
  type: Type.Optional(Type.Union([Type.Literal('doi'), Type.Literal('')])),
})
export type CrawlUrlQuery = Static<typeof CrawlUrlQuery>

export const CrawlUrlBody = Type.Object({
  url: Type.String({ minLength: 3, maxLength: 2048, description: 'An http(s) address' }),
})
export type CrawlUrlBody = Static<typeof CrawlUrlBody>

/** `GET /api/public/lookup/doi/{doi}` */
export const DoiParams = Type.Object({ doi: Type.String({ minLength: 3, maxLength: 255 }) })
export type DoiParams = Static<typeof DoiParams>

/** `GET /api/public/lookup/search?q=&type=`: a bibliographic search, 10 results at most. */
export const LookupSearchQuery = Type.Object({
  q: Type.String({ minLength: 3, maxLength: 255 }),
  type: Type.Optional(
    Type.String({ maxLength: 64, description: 'A Crossref work type filter, e.g. journal-article' }),
  ),
})
export type LookupSearchQuery = Static<typeof LookupSearchQuery>
