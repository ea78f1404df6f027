import { ErrorBody } from '@unikit/contracts'
import { ConfirmResetBody, OkResult, ResetPasswordBody } from '@unikit/contracts/accounts'
import type { ServicePlugin } from '@unikit/service-kit'
import { sql } from 'kysely'
import { readUniversityEmail } from '../../email/readUniversityEmail.ts'
import { errors } from '../../errors.ts'
import {
  consumeLink,
  countRecentLinks,
  findUsableLink,
  issueLink,
  retireLinks,
} from '../../links/emailLinks.ts'
import { resetMail } from '../../mail/accountMails.ts'
import type { BackgroundTasks } from '../../mail/backgroundTasks.ts'
import { checkPasswordPolicy } from '../../password/checkPasswordPolicy.ts'
import { hashPassword } from '../../password/passwordHasher.ts'
import { revokeUserSessions } from '../../sessions/revokeSessions.ts'

/** At most this many reset mails per account and hour; more requests are answered the same, silently. */
const RESETS_PER_HOUR = 5

/** Password reset: ask for a link by e-mail; set a new password with it. */
export const resetRoutes: ServicePlugin<{ background: BackgroundTasks }> = async (app, { background }) => {
  const { config, db } = app
  const timeWindow = config.ACCOUNTS_RATE_WINDOW_MS

  app.post(
    '/api/private/reset_password',
    {
      config: { rateLimit: { max: config.RESET_RATE_MAX, timeWindow } },
      schema: {
        summary: 'E-mails a one-hour reset link; the same answer whether or not the address has an account',
        tags: ['auth'],
        body: ResetPasswordBody,
        response: { 200: OkResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const email = readUniversityEmail(request.body.email, config.UNIVERSITY_EMAIL_DOMAIN)
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.key))
        .executeTakeFirst()
      // The link is made and sent after answering, so known and unknown addresses answer alike and as fast.
      if (user) background.run('reset mail', () => sendResetLink(user))
      return { ok: true as const }
    },
  )

  async function sendResetLink(user: { id: string; email: string; first_name: string }) {
    const link = await db.transaction().execute(async (trx) => {
      // The user's row lock makes the count and the insert one step for concurrent requests.
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute()
      if ((await countRecentLinks(trx, user.id, 'reset', 3_600_000)) >= RESETS_PER_HOUR) return undefined
      return issueLink(trx, {
        userId: user.id,
        purpose: 'reset',
        email: user.email,
        publicOrigin: config.PUBLIC_ORIGIN,
      })
    })
    if (!link) return
    await app.mailer.send(resetMail({ to: user.email, firstName: user.first_name, url: link.url }))
  }

  app.post(
    '/api/private/u/reset',
    {
      config: { rateLimit: { max: config.LINK_RATE_MAX, timeWindow } },
      schema: {
        summary: 'Sets a new password with a reset link; every session of the account ends',
        tags: ['auth'],
        body: ConfirmResetBody,
        response: { 200: OkResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { token, password } = request.body
      // The policy is checked before the link is spent, so a refused password can be corrected.
      const usable = await findUsableLink(db, token, 'reset')
      if (!usable) throw new errors.INVALID_LINK()
      const owner = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', usable.user_id)
        .executeTakeFirst()
      if (!owner) throw new errors.INVALID_LINK()
      checkPasswordPolicy(password, owner.email.slice(0, owner.email.lastIndexOf('@')))
      const passwordHash = await hashPassword(password)

      const done = await db.transaction().execute(async (trx) => {
        const link = await consumeLink(trx, token, 'reset')
        if (!link) return false
        await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            updated_at: new Date(),
            // The link reached the inbox: that proves the address, if it is still the account's.
            email_verified_at: sql<Date | null>`case when lower(email) = lower(${link.email})
              then coalesce(email_verified_at, now()) else email_verified_at end`,
          })
          .where('id', '=', link.user_id)
          .execute()
        await retireLinks(trx, link.user_id, 'reset')
        await revokeUserSessions(trx, link.user_id)
        return true
      })
      if (!done) throw new errors.INVALID_LINK()
      return { ok: true as const }
    },
  )
}
