import { ErrorBody } from '@unikit/contracts'
import { ContactBody, ContactResult } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { contactMail } from '../../contact/contactMail.ts'

/**
 * `POST /api/private/accounts/contact`: the Contact page's form, open to visitors. It goes into the outbox like
 * every mail, so a failing mail server delays it but loses nothing; CONTACT_RATE_MAX per address per hour keeps
 * the form from becoming a way to flood support (docs/product/platform.md#contact).
 */
export function contactRoute(app: AccountsApp) {
  const { config } = app
  app.post(
    '/api/private/accounts/contact',
    {
      config: { rateLimit: { max: config.CONTACT_RATE_MAX, timeWindow: 60 * 60_000 } },
      schema: {
        summary: 'Sends a message to Unikit support',
        tags: ['contact'],
        body: ContactBody,
        response: { 200: ContactResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await app.outbox.enqueue(app.db, contactMail(request.body, config.CONTACT_TO, { ip: request.ip }))
      request.log.info({ topic: request.body.topic }, 'contact message queued')
      return { ok: true as const }
    },
  )
}
