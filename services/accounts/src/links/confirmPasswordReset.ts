import type { AccountsApp } from '../AccountsApp.ts'
import { retireLinks } from '../db/emailLinks.ts'
import { revokeUserSessions } from '../db/sessions.ts'
import { findProfile, setPasswordByLink } from '../db/users.ts'
import { errors } from '../errors.ts'
import { checkPasswordPolicy } from '../password/checkPasswordPolicy.ts'
import { hashPassword } from '../password/passwordHasher.ts'
import { peekLink, useLink } from './emailLinks.ts'

/**
 * A new password through a reset link (docs/product/accounts.md#reset-password): only while the account still has
 * the address the link went to; every session of the account ends and its other reset links stop working.
 */
export async function confirmPasswordReset(app: AccountsApp, token: string, password: string): Promise<void> {
  const { db } = app
  // The policy is checked before the link is spent, so a refused password can be corrected.
  const usable = await peekLink(db, token, 'reset')
  if (!usable) throw new errors.INVALID_LINK()
  const owner = await findProfile(db, usable.userId)
  if (owner?.email.toLowerCase() !== usable.email.toLowerCase()) throw new errors.INVALID_LINK()
  checkPasswordPolicy(password, owner.email.slice(0, owner.email.lastIndexOf('@')))
  const passwordHash = await hashPassword(password)

  const done = await db.transaction().execute(async (trx) => {
    const link = await useLink(trx, token, 'reset')
    // Checked again inside: the address may have changed since the check above.
    if (!link || !(await setPasswordByLink(trx, link, passwordHash))) return false
    await retireLinks(trx, link.userId, 'reset')
    await revokeUserSessions(trx, link.userId)
    return true
  })
  if (!done) throw new errors.INVALID_LINK()
}
