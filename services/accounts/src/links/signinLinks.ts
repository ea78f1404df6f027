import type { AccountsApp } from '../AccountsApp.ts'
import { errors } from '../errors.ts'
import { knownDevice, type readDeviceCookie, rememberDevice } from '../login/deviceCookie.ts'
import { signinLinkMail } from '../mail/accountMails.ts'
import { createSession } from '../sessions/createSession.ts'
import { useLink } from './emailLinks.ts'
import { mailLinkToAccount } from './mailLinkToAccount.ts'

/**
 * A one-time sign-in link mailed to the account that has the address, 5 an hour: the way in from a new device
 * while strangers' guesses hold the account (docs/decisions/0606-sign-in-throttled-per-source-with-known-devices.md).
 */
export function requestSigninLink(app: AccountsApp, rawEmail: string): Promise<void> {
  return mailLinkToAccount(app, rawEmail, { purpose: 'signin', perHour: 5, mail: signinLinkMail })
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
