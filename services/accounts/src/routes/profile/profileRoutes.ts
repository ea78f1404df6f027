import { ErrorBody } from '@unikit/contracts'
import { MeResult, OkResult, SetPasswordBody, UpdateMeBody, UpdateMeResult } from '@unikit/contracts/accounts'
import { authErrors, type ServicePlugin } from '@unikit/service-kit'
import { readUniversityEmail } from '../../email/readUniversityEmail.ts'
import { errors } from '../../errors.ts'
import { issueLink, retireLinks } from '../../links/emailLinks.ts'
import { verificationMail } from '../../mail/accountMails.ts'
import type { BackgroundTasks } from '../../mail/backgroundTasks.ts'
import { checkPasswordPolicy } from '../../password/checkPasswordPolicy.ts'
import { hashPassword, verifyPassword } from '../../password/passwordHasher.ts'
import { revokeUserSessions } from '../../sessions/revokeSessions.ts'
import { isUniqueViolation } from '../../users/isUniqueViolation.ts'
import { optionalPhone, requiredText } from '../../users/readProfileFields.ts'
import { toAccountUser, userColumns } from '../../users/toAccountUser.ts'
import { balanceOf } from '../../wallet/balanceOf.ts'

/** The signed-in user's profile, balance and password. */
export const profileRoutes: ServicePlugin<{ background: BackgroundTasks }> = async (app, { background }) => {
  const { config, db } = app

  const loadUser = async (userId: string) => {
    const user = await db.selectFrom('users').select(userColumns).where('id', '=', userId).executeTakeFirst()
    if (!user) throw new authErrors.UNAUTHORIZED()
    return user
  }

  app.get(
    '/api/private/me',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The signed-in user and their balance (VND)',
        tags: ['profile'],
        response: { 200: MeResult, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await loadUser(request.user.userId)
      return { user: toAccountUser(user), account: { balance: await balanceOf(db, user.id) } }
    },
  )

  app.post(
    '/api/private/me/update',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Updates the profile; a new address must be a university one and is unverified until confirmed',
        tags: ['profile'],
        body: UpdateMeBody,
        response: { 200: UpdateMeResult, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const body = request.body
      const current = await loadUser(request.user.userId)
      const email = readUniversityEmail(body.email, config.UNIVERSITY_EMAIL_DOMAIN)
      const changes = {
        first_name: requiredText(body.first_name, 'first_name'),
        last_name: requiredText(body.last_name, 'last_name'),
        phone: optionalPhone(body.phone),
        email: email.address,
      }
      const emailChanged = email.key !== current.email.toLowerCase()
      const { user, link } = await db
        .transaction()
        .execute(async (trx) => {
          const user = await trx
            .updateTable('users')
            .set({ ...changes, updated_at: new Date(), ...(emailChanged ? { email_verified_at: null } : {}) })
            .where('id', '=', current.id)
            .returning(userColumns)
            .executeTakeFirstOrThrow()
          if (!emailChanged) return { user, link: undefined }
          await retireLinks(trx, user.id, 'verify')
          const link = await issueLink(trx, {
            userId: user.id,
            purpose: 'verify',
            email: user.email,
            publicOrigin: config.PUBLIC_ORIGIN,
          })
          return { user, link }
        })
        .catch((error) => {
          if (isUniqueViolation(error, 'users_email_key')) throw new errors.EMAIL_TAKEN({ cause: error })
          throw error
        })
      if (link) {
        background.run('verification mail', () =>
          app.mailer.send(verificationMail({ to: user.email, firstName: user.first_name, url: link.url })),
        )
      }
      return { user: toAccountUser(user) }
    },
  )

  app.post(
    '/api/private/me/set_password',
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: { max: config.PASSWORD_CHANGE_RATE_MAX, timeWindow: config.ACCOUNTS_RATE_WINDOW_MS },
      },
      schema: {
        summary: 'Changes the password (the current one is required); the user’s other sessions end',
        tags: ['profile'],
        body: SetPasswordBody,
        response: { 200: OkResult, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { userId, sessionId } = request.user
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash'])
        .where('id', '=', userId)
        .executeTakeFirst()
      if (!user) throw new authErrors.UNAUTHORIZED()
      // 400, not 401: a 401 would sign the browser out.
      if (!(await verifyPassword(user.password_hash, request.body.current_password))) {
        throw new errors.WRONG_PASSWORD()
      }
      checkPasswordPolicy(request.body.password, user.email.slice(0, user.email.lastIndexOf('@')))
      const passwordHash = await hashPassword(request.body.password)
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', user.id)
          .execute()
        await revokeUserSessions(trx, user.id, sessionId)
        await retireLinks(trx, user.id, 'reset')
      })
      return { ok: true as const }
    },
  )
}
