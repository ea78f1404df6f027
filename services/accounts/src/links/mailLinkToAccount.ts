import type { OutgoingMail } from '@unikit/service-kit'
import type { AccountsApp } from '../AccountsApp.ts'
import { countRecentLinks } from '../db/emailLinks.ts'
import type { LinkPurpose } from '../db/schema.ts'
import { findUserByEmailKey, lockUser } from '../db/users.ts'
import { readUniversityEmail } from '../email/readUniversityEmail.ts'
import { issueLink } from './emailLinks.ts'

/**
 * A one-time link mailed to the account that has the address, at most `perHour` an hour; more requests are
 * answered the same, silently. The caller answers the same whether or not the account exists; the address is read
 * again under the row lock, so a link never goes to an address the account has just left.
 */
export async function mailLinkToAccount(
  app: AccountsApp,
  rawEmail: string,
  link: {
    purpose: Exclude<LinkPurpose, 'verify'>
    perHour: number
    mail: (input: { to: string; firstName: string; url: string }) => OutgoingMail
  },
): Promise<void> {
  const { config, db } = app
  const email = readUniversityEmail(rawEmail, config.UNIVERSITY_EMAIL_DOMAIN)
  const account = await findUserByEmailKey(db, email.key)
  if (!account) return
  await db.transaction().execute(async (trx) => {
    // The row lock makes the check, the count and the insert one step for concurrent requests and address changes.
    const user = await lockUser(trx, account.id)
    if (!user || user.email.toLowerCase() !== email.key) return
    if ((await countRecentLinks(trx, user.id, link.purpose, 3_600_000)) >= link.perHour) return
    const issued = await issueLink(trx, {
      userId: user.id,
      purpose: link.purpose,
      email: user.email,
      publicOrigin: config.PUBLIC_ORIGIN,
    })
    await app.outbox.enqueue(trx, link.mail({ to: user.email, firstName: user.first_name, url: issued.url }))
  })
}
