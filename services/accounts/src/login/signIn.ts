import type { AccountsApp } from '../AccountsApp.ts'
import { findUserByEmailKey, setPasswordHash } from '../db/users.ts'
import { readUniversityEmail } from '../email/readUniversityEmail.ts'
import { errors } from '../errors.ts'
import { hashPassword, needsRehash, spendVerifyTime, verifyPassword } from '../password/passwordHasher.ts'
import { createSession } from '../sessions/createSession.ts'
import { knownDevice, type readDeviceCookie, rememberDevice } from './deviceCookie.ts'
import { beginAttempt, succeedAttempt, throttled, throttleLimits } from './loginThrottle.ts'

/**
 * The full address and the password → a new session (docs/product/accounts.md#sign-in). An unknown address and
 * a wrong password get the same INVALID_CREDENTIALS after the same hashing time; failures are throttled per
 * account and source, and a device the account signed in on before gets in while strangers' guesses hold the
 * account. `deviceCookie` is a Set-Cookie value to send when this device is new to the account.
 */
export async function signIn(
  app: AccountsApp,
  input: { email: string; password: string; ip: string; device: ReturnType<typeof readDeviceCookie> },
): Promise<{ token: string; expiresAt: Date; deviceCookie: string | undefined }> {
  const { config, db } = app
  const email = readUniversityEmail(input.email, config.UNIVERSITY_EMAIL_DOMAIN)
  const user = await findUserByEmailKey(db, email.key)
  const deviceId = user ? await knownDevice(db, user.id, input.device) : undefined
  const attempt = await beginAttempt(
    db,
    { emailKey: email.key, ip: input.ip, deviceId },
    throttleLimits(config),
  )
  if (!attempt.allowed) throw throttled(attempt.retryAfterSeconds)
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await spendVerifyTime(input.password)
  if (!user || !valid) throw new errors.INVALID_CREDENTIALS()

  await succeedAttempt(db, email.key, attempt.id)
  if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(input.password))
  const deviceCookie = await rememberDevice(db, user.id, deviceId)
  return { ...(await createSession(db, user.id, config.SESSION_TTL_DAYS)), deviceCookie }
}
