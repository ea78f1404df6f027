import { ErrorBody } from '@unikit/contracts'
import { ConfirmResetBody, OkResult, ResetPasswordBody } from '@unikit/contracts/accounts'
import type { ServicePlugin } from '@unikit/service-kit'
import { sql } from 'kysely'
import { readUniversityEmail } from '../../email/readUniversityEmail.ts'
import { errors } from '../../errors.ts'
import { consumeLink, findUsableLink, retireLinks } from '../../links/emailLinks.ts'
import { sendResetLink } from '../../links/sendResetLink.ts'
import type { BackgroundTasks } from '../../mail/backgroundTasks.ts'
import { checkPasswordPolicy } from '../../password/checkPasswordPolicy.ts'
import { hashPassword } from '../../password/passwordHasher.ts'
import { revokeUserSessions } from '../../sessions/revokeSessions.ts'

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
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.key))
        .executeTakeFirst()
      // The link is made and sent after answering, so known and unknown addresses answer alike and as fast.
      if (user)
        background.run('reset mail', () => sendResetLink(app, { userId: user.id, emailKey: email.key }))
      return { ok: true as const }
    },
  )

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
      // Only while the account still has the address the link was sent to, as for a verification link.
      if (owner?.email.toLowerCase() !== usable.email.toLowerCase()) throw new errors.INVALID_LINK()
      checkPasswordPolicy(password, owner.email.slice(0, owner.email.lastIndexOf('@')))
      const passwordHash = await hashPassword(password)

      const done = await db.transaction().execute(async (trx) => {
        const link = await consumeLink(trx, token, 'reset')
        if (!link) return false
        // Checked again here: the address may have changed since the check above.
        const updated = await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            updated_at: new Date(),
            // The link reached the inbox: that proves the address.
            email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
          })
          .where('id', '=', link.user_id)
          .where((eb) => eb(eb.fn('lower', ['email']), '=', link.email.toLowerCase()))
          .returning('id')
          .executeTakeFirst()
        if (!updated) return false
        await retireLinks(trx, link.user_id, 'reset')
        await revokeUserSessions(trx, link.user_id)
        return true
      })
      if (!done) throw new errors.INVALID_LINK()
      return { ok: true as const }
    },
  )
}
