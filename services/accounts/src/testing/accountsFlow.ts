import { setTimeout as sleep } from 'node:timers/promises'
import type { DevMail } from '@unikit/contracts/dev'
import { readOutbox } from '@unikit/service-kit'
import type { AccountsApp } from '../AccountsApp.ts'
import { confirmEmail, findProfile } from '../db/users.ts'

/** A strong password that passes the policy for any student number. */
export const GOOD_PASSWORD = 'Correct horse battery 7'

let counter = 0

/** A fresh student number, so tests never collide. */
export function studentEmail(): string {
  counter += 1
  return `s${(3_900_000 + counter * 7 + Math.floor(Math.random() * 7)).toString()}@rmit.edu.vn`
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Signs a new student up through the API; returns the address and the user id. */
export async function signUp(
  app: AccountsApp,
  overrides: Partial<{ email: string; password: string; first_name: string; last_name: string }> = {},
) {
  const body = {
    first_name: 'An',
    last_name: 'Nguyen',
    email: studentEmail(),
    password: GOOD_PASSWORD,
    ...overrides,
  }
  const response = await app.inject({ method: 'POST', url: '/api/private/signup', payload: body })
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  return { email: body.email, password: body.password, id: response.json<{ id: string }>().id }
}

/** Opens the verification link mailed to `email`, as its owner would. */
export async function verifyAddress(app: AccountsApp, email: string): Promise<void> {
  const mail = await waitForMail(app, email, /Confirm your Unikit e-mail address/)
  const response = await app.inject({
    method: 'POST',
    url: '/api/private/u/verify',
    payload: { token: linkToken(mail) },
  })
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.body}`)
}

/**
 * Marks an account verified without spending its mailed link, for a test about that link's fate (an address
 * change needs a verified account).
 */
export async function markVerified(app: AccountsApp, userId: string): Promise<void> {
  const user = await findProfile(app.db, userId)
  if (user) await confirmEmail(app.db, { userId, email: user.email })
}

/** Signs in through the API; returns the bearer token. */
export async function logIn(app: AccountsApp, email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/private/login',
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`)
  return response.json<{ id: string }>().id
}

/** Moves the signed-in account (name An Nguyen) to `email`, confirmed with the current password; the answer. */
export function moveAddress(app: AccountsApp, token: string, email: string, password = GOOD_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/private/me/update',
    headers: bearer(token),
    payload: { first_name: 'An', last_name: 'Nguyen', email, phone: null, current_password: password },
  })
}

/** Waits for the newest mail to `to` whose subject matches (mail leaves after the answer). */
export async function waitForMail(
  app: AccountsApp,
  to: string,
  subject: RegExp,
  timeoutMs = 5000,
): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mails = await readOutbox(app.config.OUTBOX_DIR, { to, limit: 20 })
    const mail = mails.find((candidate) => subject.test(candidate.subject))
    if (mail) return mail
    await sleep(20)
  }
  throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`)
}

/** The mails to `to` whose subject matches, newest first (after a moment for background sends). */
export async function mailsTo(app: AccountsApp, to: string, subject: RegExp): Promise<DevMail[]> {
  await sleep(100)
  const mails = await readOutbox(app.config.OUTBOX_DIR, { to, limit: 100 })
  return mails.filter((mail) => subject.test(mail.subject))
}

/** The `token` of the first link in a mail. */
export function linkToken(mail: DevMail): string {
  const link = mail.links[0]
  if (!link) throw new Error(`mail "${mail.subject}" has no link`)
  const token = new URL(link).searchParams.get('token')
  if (!token) throw new Error(`link ${link} has no token`)
  return token
}
