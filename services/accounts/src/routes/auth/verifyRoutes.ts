import { ErrorBody } from '@unikit/contracts'
import { OkResult, VerifyBody, VerifyResult } from '@unikit/contracts/accounts'
import type { ServicePlugin } from '@unikit/service-kit'
import { sql } from 'kysely'
import { errors } from '../../errors.ts'
import { consumeLink, issueLink } from '../../links/emailLinks.ts'
import { verificationMail } from '../../mail/accountMails.ts'

/** E-mail verification: send (again) the link of the signed-in user; open a link. */
export const verifyRoutes: ServicePlugin = async (app) => {
  const { config, db } = app
  const timeWindow = config.ACCOUNTS_RATE_WINDOW_MS

  app.post(
    '/api/private/u/verify/create',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: config.VERIFY_MAIL_RATE_MAX, timeWindow } },
      schema: {
        summary: 'E-mails a new verification link to the signed-in user (nothing when already verified)',
        tags: ['auth'],
        response: { 200: OkResult, 401: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'email_verified_at'])
        .where('id', '=', request.user.userId)
        .executeTakeFirstOrThrow()
      if (user.email_verified_at) return { ok: true as const }
      const link = await issueLink(db, {
        userId: user.id,
        purpose: 'verify',
        email: user.email,
        publicOrigin: config.PUBLIC_ORIGIN,
      })
      // Awaited here: the user asked for this mail and should hear when it cannot leave.
      await app.mailer
        .send(verificationMail({ to: user.email, firstName: user.first_name, url: link.url }))
        .catch((error) => {
          throw new errors.MAIL_NOT_SENT({ cause: error })
        })
      return { ok: true as const }
    },
  )

  app.post(
    '/api/private/u/verify',
    {
      config: { rateLimit: { max: config.LINK_RATE_MAX, timeWindow } },
      schema: {
        summary: 'Opens a verification link: the address it was sent to is confirmed',
        tags: ['auth'],
        body: VerifyBody,
        response: { 200: VerifyResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const verified = await db.transaction().execute(async (trx) => {
        const link = await consumeLink(trx, request.body.token, 'verify')
        if (!link) return undefined
        // Only while the account still has the address the link was sent to.
        return trx
          .updateTable('users')
          .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
          .where('id', '=', link.user_id)
          .where((eb) => eb(eb.fn('lower', ['email']), '=', link.email.toLowerCase()))
          .returning('email')
          .executeTakeFirst()
      })
      if (!verified) throw new errors.INVALID_LINK()
      return { ok: true as const, email: verified.email }
    },
  )
}
