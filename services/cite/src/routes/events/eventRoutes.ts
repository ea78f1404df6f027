import { ErrorBody } from '@unikit/contracts'
import { EmitEventQuery, FormatUsageBody } from '@unikit/contracts/cite'
import { Type } from 'typebox'
import type { CiteApp } from '../../CiteApp.ts'
import { errors } from '../../errors.ts'
import { citationEventFormat } from '../../events/citationEvents.ts'
import { FormatUsage } from '../../events/FormatUsage.ts'

/** Anonymous usage counts: citations created per format, which order "Most used formats". */
export function eventRoutes(app: CiteApp) {
  const usage = new FormatUsage(app.db)

  app.post(
    '/api/public/event/emit',
    {
      // Per address and hour, so one visitor cannot push a format up the "Most used" list.
      config: { rateLimit: { max: app.config.CITE_EMIT_RATE_MAX, timeWindow: '1 hour' } },
      schema: {
        summary: 'Counts one usage event: `citation-created-<formatId>`',
        querystring: EmitEventQuery,
        response: { 204: Type.Null(), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { event } = request.query
      if (citationEventFormat(event) === null) throw new errors.UNKNOWN_EVENT(event)
      await usage.record(event)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/public/event/formats',
    {
      schema: {
        summary: 'Citations created per format id',
        response: { 200: FormatUsageBody },
      },
    },
    async () => ({ data: await usage.counts() }),
  )
}
