import { ErrorBody } from '@unikit/contracts'
import { CrawlUrlBody, CrawlUrlQuery, LookupResultBody } from '@unikit/contracts/cite'
import type { CiteApp } from '../../CiteApp.ts'
import { type CrawlContext, crawlUrl } from '../../crawl/crawlUrl.ts'

/** `POST /api/public/crawl/url`: what a web address cites (see `crawlUrl`). */
export function crawlRoutes(app: CiteApp, context: CrawlContext) {
  app.post(
    '/api/public/crawl/url',
    {
      config: { rateLimit: { max: app.config.CITE_CRAWL_RATE_MAX, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Reads a web page server-side and answers what it cites: its DOI on Crossref, or its metadata',
        querystring: CrawlUrlQuery,
        body: CrawlUrlBody,
        response: {
          200: LookupResultBody,
          400: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          504: ErrorBody,
        },
      },
    },
    async (request) => {
      const onDoiFailure = (doi: string, error: unknown) =>
        request.log.info({ doi, err: error }, 'the page names a DOI Crossref could not give; using the page')
      const result = await crawlUrl(
        request.body.url,
        { doiOnly: request.query.type === 'doi' },
        { ...context, onDoiFailure },
      )
      return { data: result }
    },
  )
}
