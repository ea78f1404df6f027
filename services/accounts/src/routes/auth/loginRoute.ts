import { ErrorBody } from '@unikit/contracts'
import { LoginBody, LoginResult } from '@unikit/contracts/accounts'
import type { ServicePlugin } from '@unikit/service-kit'
import { readUniversityEmail } from '../../email/readUniversityEmail.ts'
import { errors } from '../../errors.ts'
import { formatWait } from '../../login/formatWait.ts'
import { beginAttempt, succeedAttempt, throttleLimits } from '../../login/loginThrottle.ts'
import { hashPassword, needsRehash, spendVerifyTime, verifyPassword } from '../../password/passwordHasher.ts'
import { createSession } from '../../sessions/createSession.ts'

/**
 * `POST /api/private/login`: the full address and the password → a bearer token. An unknown address and a
 * wrong password get the same 401 after the same hashing time; failures are throttled per account and per
 * client address (429 TOO_MANY_ATTEMPTS with Retry-After).
 */
export const loginRoute: ServicePlugin = async (app) => {
  const { config, db } = app
  const limits = throttleLimits(config)
  app.post(
    '/api/private/login',
    {
      schema: {
        summary: 'Signs in: the answer’s id is the bearer token',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResult, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const email = readUniversityEmail(request.body.email, config.UNIVERSITY_EMAIL_DOMAIN)
      const attempt = await beginAttempt(db, email.key, request.ip, limits)
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds))
        request.log.warn({ email: email.key }, 'sign-in throttled')
        throw new errors.TOO_MANY_ATTEMPTS(formatWait(attempt.retryAfterSeconds))
      }
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.key))
        .executeTakeFirst()
      const valid = user
        ? await verifyPassword(user.password_hash, request.body.password)
        : await spendVerifyTime(request.body.password)
      if (!user || !valid) throw new errors.INVALID_CREDENTIALS()

      await succeedAttempt(db, email.key, attempt.id)
      if (needsRehash(user.password_hash)) {
        const passwordHash = await hashPassword(request.body.password)
        await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute()
      }
      const session = await createSession(db, user.id, config.SESSION_TTL_DAYS)
      return { id: session.token, expiresAt: session.expiresAt.toISOString() }
    },
  )
}
