import type { AccountsApp } from '../AccountsApp.ts'
import { lockUser } from '../db/users.ts'
import { verificationMail } from '../mail/accountMails.ts'
import { issueLink } from './emailLinks.ts'

/** A new verification link mailed to the signed-in user's address; nothing once it is verified. */
export async function sendVerification(app: AccountsApp, userId: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId)
    if (!user || user.email_verified_at) return
    const link = await issueLink(trx, {
      userId: user.id,
      purpose: 'verify',
      email: user.email,
      publicOrigin: app.config.PUBLIC_ORIGIN,
    })
    await app.outbox.enqueue(
      trx,
      verificationMail({ to: user.email, firstName: user.first_name, url: link.url }),
    )
  })
}
