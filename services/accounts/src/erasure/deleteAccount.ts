import { eraseOutboxMail } from '@unikit/service-kit'
import type { AccountsApp } from '../AccountsApp.ts'
import { anonymiseAccount, endAccountAccess, lockLiveAccount } from '../db/erasedAccounts.ts'
import { insertErasureJobs } from '../db/erasureJobs.ts'
import { deleteLoginFailure } from '../db/loginFailures.ts'
import { deleteNoticesOf } from '../db/notifications.ts'
import { errors } from '../errors.ts'
import { beginAttempt, throttled, throttleLimits } from '../login/loginThrottle.ts'
import { verifyPassword } from '../password/passwordHasher.ts'
import { erasureTargets } from './erasureTargets.ts'

/**
 * "Delete my account" (docs/decisions/0630-delete-my-account.md). The password is checked on the locked row and
 * everything accounts does happens in that one transaction: the account is marked deleted and anonymised, every
 * session, device and link ends, accounts' mail to the address goes, and one erasure job per other service is
 * written. A wrong password changes nothing but the sign-in throttle's count (400 WRONG_PASSWORD, or 429 once
 * too many), which is written before, so that a stolen session cannot guess here faster than at sign-in.
 * Returns the services whose jobs the worker now delivers.
 */
export async function deleteAccount(
  app: AccountsApp,
  request: { ip: string },
  user: { id: string; email: string },
  password: string,
): Promise<string[]> {
  const attempt = await beginAttempt(
    app.db,
    { emailKey: user.email.toLowerCase(), ip: request.ip, deviceId: undefined },
    throttleLimits(app.config),
  )
  if (!attempt.allowed) throw throttled(attempt.retryAfterSeconds)
  const services = [...erasureTargets(app.config.ERASURE_SERVICES).keys()]
  await app.db.transaction().execute(async (trx) => {
    const account = await lockLiveAccount(trx, user.id)
    if (!account || !(await verifyPassword(account.password_hash, password)))
      throw new errors.WRONG_PASSWORD()
    // The right password: the attempt was no failure.
    await deleteLoginFailure(trx, attempt.id)
    await anonymiseAccount(trx, account.id)
    await endAccountAccess(trx, account)
    await eraseOutboxMail(trx, account.email)
    await deleteNoticesOf(trx, account.id)
    await insertErasureJobs(trx, account, services)
  })
  return services
}
