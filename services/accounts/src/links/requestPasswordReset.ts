import type { AccountsApp } from '../AccountsApp.ts'
import { countRecentLinks } from '../db/emailLinks.ts'
import { findUserByEmailKey, lockUser } from '../db/users.ts'
import { readUniversityEmail } from '../email/readUniversityEmail.ts'
import { resetMail } from '../mail/accountMails.ts'
import { issueLink } from './emailLinks.ts'

/** At most this many reset mails per account and hour; more requests are answered the same, silently. */
const RESETS_PER_HOUR = 5

/**
 * A reset link mailed to the account that has the address (docs/product/accounts.md#reset-password). The caller
 * answers the same whether or not it exists; the address is read again under the row lock, so a link never goes
 * to an address the account has just left.
 */
export async function requestPasswordReset(app: AccountsApp, rawEmail: string): Promise<void> {
  const { config, db } = app
  const email = readUniversityEmail(rawEmail, config.UNIVERSITY_EMAIL_DOMAIN)
  const account = await findUserByEmailKey(db, email.key)
  if (!account) return
  await db.transaction().execute(async (trx) => {
    // The row lock makes the check, the count and the insert one step for concurrent requests and address changes.
    const user = await lockUser(trx, account.id)
    if (!user || user.email.toLowerCase() !== email.key) return
    if ((await countRecentLinks(trx, user.id, 'reset', 3_600_000)) >= RESETS_PER_HOUR) return
    const link = await issueLink(trx, {
      userId: user.id,
      purpose: 'reset',
      email: user.email,
      publicOrigin: config.PUBLIC_ORIGIN,
    })
    await app.outbox.enqueue(trx, resetMail({ to: user.email, firstName: user.first_name, url: link.url }))
  })
}
