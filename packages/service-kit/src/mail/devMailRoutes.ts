import { DevMail, DevMailLatestQuery, DevMailList, DevMailListQuery, ErrorBody } from '@unikit/contracts'
import { defineErrors } from '../errors/defineErrors.ts'
import type { ServicePlugin } from '../serviceTypes.ts'
import { readOutbox } from './outbox.ts'

export const devMailErrors = defineErrors({ NO_MAIL: [404, 'No mail%s in the outbox yet'] })

/**
 * Reads the development outbox: `GET /api/dev/mail?to=&limit=` (newest first) and
 * `GET /api/dev/mail/latest?to=` (what end-to-end tests use to follow a reset or sign-up link).
 * Registers nothing in production, so the outbox can never be read there.
 */
export const devMailRoutes: ServicePlugin = async (app) => {
  if (app.config.NODE_ENV === 'production') return
  const dir = app.config.OUTBOX_DIR
  const tags = ['dev']

  app.get(
    '/api/dev/mail',
    { schema: { tags, querystring: DevMailListQuery, response: { 200: DevMailList } } },
    async (request) => ({ data: await readOutbox(dir, request.query) }),
  )

  app.get(
    '/api/dev/mail/latest',
    { schema: { tags, querystring: DevMailLatestQuery, response: { 200: DevMail, 404: ErrorBody } } },
    async (request) => {
      const [latest] = await readOutbox(dir, { to: request.query.to, limit: 1 })
      if (!latest) throw new devMailErrors.NO_MAIL(request.query.to ? ` to ${request.query.to}` : '')
      return latest
    },
  )
}
