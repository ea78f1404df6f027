import type { AccountsApp } from '../AccountsApp.ts'
import { countRecentLinks } from '../db/emailLinks.ts'
import { findUserByEmailKey, lockUser } from '../db/users.ts'
import { readUniversityEmail } from '../email/readUniversityEmail.ts'
import { errors } from '../errors.ts'
import { knownDevice, type readDeviceCookie, rememberDevice } from '../login/deviceCookie.ts'
import { signinLinkMail } from '../mail/accountMails.ts'
import { createSession } from '../sessions/createSession.ts'
import { issueLink, useLink } from './emailLinks.ts'

/** At most this many sign-in mails per account and hour; more requests are answered the same, silently. */
const SIGNIN_LINKS_PER_HOUR = 5

/**
 * A one-time sign-in link mailed to the account that has the address: the way in from a new device while
 * strangers' guesses hold the account (docs/decisions/0606-sign-in-throttled-per-source-with-known-devices.md).
 * The caller answers the same whether or not the address has an account.
 */
export async function requestSigninLink(app: AccountsApp, rawEmail: string): Promise<void> {
  const { config, db } = app
  const email = readUniversityEmail(rawEmail, config.UNIVERSITY_EMAIL_DOMAIN)
  const account = await findUserByEmailKey(db, email.key)
  if (!account) return
  await db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, account.id)
    if (!user || user.email.toLowerCase() !== email.key) return
    if ((await countRecentLinks(trx, user.id, 'signin', 3_600_000)) >= SIGNIN_LINKS_PER_HOUR) return
    const link = await issueLink(trx, {
      userId: user.id,
      purpose: 'signin',
      email: user.email,
      publicOrigin: config.PUBLIC_ORIGIN,
    })
    await app.outbox.enqueue(
      trx,
      signinLinkMail({ to: user.email, firstName: user.first_name, url: link.url }),
    )
  })
}

/** Uses a sign-in link once: a new session, and this device remembered as a sign-in would. */
export async function useSigninLink(
  app: AccountsApp,
  token: string,
  device: ReturnType<typeof readDeviceCookie>,
): Promise<{ token: string; expiresAt: Date; deviceCookie: string | undefined }> {
  const link = await useLink(app.db, token, 'signin')
  if (!link) throw new errors.INVALID_LINK()
  const deviceCookie = await rememberDevice(
    app.db,
    link.userId,
    await knownDevice(app.db, link.userId, device),
  )
  return { ...(await createSession(app.db, link.userId, app.config.SESSION_TTL_DAYS)), deviceCookie }
}
