import type { ServiceApp } from '@unikit/service-kit'
import { resetMail } from '../mail/accountMails.ts'
import { countRecentLinks, issueLink } from './emailLinks.ts'

/** At most this many reset mails per account and hour; more requests are answered the same, silently. */
const RESETS_PER_HOUR = 5

/**
 * Makes and mails a reset link for the account that had the address `emailKey` (lower-cased) when it was
 * asked for. Runs after the answer, so the address may have changed since: it is read again under the row
 * lock, and nothing is sent when the account has moved to another one (a link mailed to the old address
 * would hand the account back to whoever reads that inbox).
 */
export async function sendResetLink(app: ServiceApp, request: { userId: string; emailKey: string }) {
  const sent = await app.db.transaction().execute(async (trx) => {
    // The user's row lock makes the check, the count and the insert one step for concurrent requests and
    // address changes.
    const user = await trx
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('id', '=', request.userId)
      .forUpdate()
      .executeTakeFirst()
    if (!user || user.email.toLowerCase() !== request.emailKey) return undefined
    if ((await countRecentLinks(trx, request.userId, 'reset', 3_600_000)) >= RESETS_PER_HOUR) return undefined
    const link = await issueLink(trx, {
      userId: request.userId,
      purpose: 'reset',
      email: user.email,
      publicOrigin: app.config.PUBLIC_ORIGIN,
    })
    return { user, link }
  })
  if (!sent) return
  await app.mailer.send(
    resetMail({ to: sent.user.email, firstName: sent.user.first_name, url: sent.link.url }),
  )
}
