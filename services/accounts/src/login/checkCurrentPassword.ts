import type { AccountsApp } from '../AccountsApp.ts'
import { findPasswordHash } from '../db/users.ts'
import { errors } from '../errors.ts'
import { verifyPassword } from '../password/passwordHasher.ts'
import { beginAttempt, succeedAttempt, throttled, throttleLimits } from './loginThrottle.ts'

/**
 * Checks the signed-in user's current password before a change that could take the account over (a new
 * password, a new address). A wrong one counts as a failed sign-in of the account from the client's address,
 * so a stolen session cannot guess the password here any faster than at sign-in (429 TOO_MANY_ATTEMPTS with
 * Retry-After). Wrong is 400 WRONG_PASSWORD, not 401, which would sign the browser out.
 */
export async function checkCurrentPassword(
  app: AccountsApp,
  request: { ip: string },
  user: { id: string; email: string },
  password: string,
): Promise<void> {
  const emailKey = user.email.toLowerCase()
  const attempt = await beginAttempt(
    app.db,
    { emailKey, ip: request.ip, deviceId: undefined },
    throttleLimits(app.config),
  )
  if (!attempt.allowed) throw throttled(attempt.retryAfterSeconds)
  const hash = await findPasswordHash(app.db, user.id)
  if (!hash || !(await verifyPassword(hash, password))) throw new errors.WRONG_PASSWORD()
  await succeedAttempt(app.db, emailKey, attempt.id)
}
