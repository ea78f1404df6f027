import type { AccountsApp } from '../AccountsApp.ts'
import { retireLinks } from '../db/emailLinks.ts'
import { revokeUserSessions } from '../db/sessions.ts'
import { setPasswordHash } from '../db/users.ts'
import { errors } from '../errors.ts'
import { checkCurrentPassword } from '../login/checkCurrentPassword.ts'
import { checkPasswordPolicy } from '../password/checkPasswordPolicy.ts'
import { hashPassword } from '../password/passwordHasher.ts'

/**
 * A new password, the current one confirmed (docs/product/accounts.md#password): the user's other sessions end
 * and their reset links stop working.
 */
export async function changePassword(
  app: AccountsApp,
  request: { ip: string },
  user: { id: string; email: string; sessionId?: string | undefined },
  passwords: { current: string | undefined; next: string },
): Promise<void> {
  // Never without the current one: a stolen session must not lock its owner out (the original call had none).
  if (passwords.current === undefined) throw new errors.CURRENT_PASSWORD_REQUIRED('password')
  await checkCurrentPassword(app, request, user, passwords.current)
  checkPasswordPolicy(passwords.next, user.email.slice(0, user.email.lastIndexOf('@')))
  const passwordHash = await hashPassword(passwords.next)
  await app.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash)
    await revokeUserSessions(trx, user.id, user.sessionId)
    await retireLinks(trx, user.id, 'reset')
  })
}
