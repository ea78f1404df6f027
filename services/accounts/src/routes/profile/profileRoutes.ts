import { ErrorBody } from '@unikit/contracts'
import { MeResult, OkResult, SetPasswordBody, UpdateMeBody, UpdateMeResult } from '@unikit/contracts/accounts'
import { authErrors, type ServicePlugin } from '@unikit/service-kit'
import { readUniversityEmail } from '../../email/readUniversityEmail.ts'
import { errors } from '../../errors.ts'
import { issueLink, retireLinks } from '../../links/emailLinks.ts'
import { checkCurrentPassword } from '../../login/checkCurrentPassword.ts'
import { formatWait } from '../../login/formatWait.ts'
import { emailChangedMail, verificationMail } from '../../mail/accountMails.ts'
import type { BackgroundTasks } from '../../mail/backgroundTasks.ts'
import { checkPasswordPolicy } from '../../password/checkPasswordPolicy.ts'
import { hashPassword } from '../../password/passwordHasher.ts'
import { revokeUserSessions } from '../../sessions/revokeSessions.ts'
import { emailChangeWait } from '../../users/emailChangeWait.ts'
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
          'Updates the profile; a new address needs the current password, must be a university one and is ' +
          'unverified until confirmed; the old address is told',
        tags: ['profile'],
        body: UpdateMeBody,
        response: { 200: UpdateMeResult, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body
      const current = await loadUser(request.user.userId)
      const email = readUniversityEmail(body.email, config.UNIVERSITY_EMAIL_DOMAIN)
      const changes = {
        first_name: requiredText(body.first_name, 'first_name'),
        last_name: requiredText(body.last_name, 'last_name'),
        phone: optionalPhone(body.phone),
        email: email.address,
      }
      // A new address could take the account over through a reset: only its owner may set one.
      const passwordChecked = email.key !== current.email.toLowerCase()
      if (passwordChecked) {
        if (!body.current_password) throw new errors.CURRENT_PASSWORD_REQUIRED()
        await checkCurrentPassword(app, request, reply, current, body.current_password)
      }
      const { user, change, link } = await db
        .transaction()
        .execute(async (trx) => {
          // The row lock orders concurrent updates: the address replaced and the count of changes are exact.
          const before = await trx
            .selectFrom('users')
            .select(['email', 'first_name'])
            .where('id', '=', current.id)
            .forUpdate()
            .executeTakeFirstOrThrow()
          const emailChanged = email.key !== before.email.toLowerCase()
          if (emailChanged && !passwordChecked) throw new errors.CURRENT_PASSWORD_REQUIRED()
          if (emailChanged) {
            const wait = await emailChangeWait(
              trx,
              current.id,
              config.EMAIL_CHANGE_RATE_MAX,
              config.EMAIL_CHANGE_WINDOW_MS,
            )
            if (wait > 0) {
              reply.header('retry-after', String(wait))
              throw new errors.TOO_MANY_EMAIL_CHANGES(formatWait(wait))
            }
          }
          const user = await trx
            .updateTable('users')
            .set({ ...changes, updated_at: new Date(), ...(emailChanged ? { email_verified_at: null } : {}) })
            .where('id', '=', current.id)
            .returning(userColumns)
            .executeTakeFirstOrThrow()
          if (!emailChanged) return { user, change: undefined, link: undefined }
          await trx
            .insertInto('email_changes')
            .values({ user_id: user.id, old_email: before.email, new_email: user.email })
            .execute()
          // Links mailed to the old address stop working: a reset link there would undo the owner's move.
          await retireLinks(trx, user.id, 'verify')
          await retireLinks(trx, user.id, 'reset')
          const link = await issueLink(trx, {
            userId: user.id,
            purpose: 'verify',
            email: user.email,
            publicOrigin: config.PUBLIC_ORIGIN,
          })
          return { user, change: { oldEmail: before.email, firstName: before.first_name }, link }
        })
        .catch((error) => {
          if (isUniqueViolation(error, 'users_email_key')) throw new errors.EMAIL_TAKEN({ cause: error })
          throw error
        })
      if (change && link) {
        background.run('verification mail', () =>
          app.mailer.send(verificationMail({ to: user.email, firstName: user.first_name, url: link.url })),
        )
        background.run('address changed mail', () =>
          app.mailer.send(
            emailChangedMail({
              to: change.oldEmail,
              firstName: change.firstName,
              newEmail: user.email,
              contactUrl: new URL('/contact', config.PUBLIC_ORIGIN).toString(),
            }),
          ),
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
    async (request, reply) => {
      const { userId, sessionId } = request.user
      const user = await loadUser(userId)
      await checkCurrentPassword(app, request, reply, user, request.body.current_password)
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
