import { setBrowserCookie } from '@unikit/config/vitest-browser-cookies'
import type { MeResult } from '@unikit/contracts/accounts'
import { sessionStore } from '../session/sessionStore.ts'

/** The session cookie accounts sets (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md). */
const SESSION_COOKIE = '__Host-unikit-session'

/**
 * Signs a user in to the real accounts service at `accountsUrl` as another device would (no browser: the token
 * comes in the answer). Resolves to the token, for calls made as the user (`authorization: Bearer`), and the
 * profile.
 */
export async function signInElsewhere(
  accountsUrl: string,
  credentials: { email: string; password: string },
): Promise<{ token: string; profile: MeResult }> {
  const login = await fetch(`${accountsUrl}/api/private/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    credentials: 'omit',
  })
  if (!login.ok)
    throw new Error(`sign-in of ${credentials.email} failed: ${login.status} ${await login.text()}`)
  const token = ((await login.json()) as { id: string }).id
  const me = await fetch(`${accountsUrl}/api/private/me`, {
    headers: { authorization: `Bearer ${token}` },
    credentials: 'omit',
  })
  if (!me.ok) throw new Error(`the profile of ${credentials.email} could not be read: ${me.status}`)
  return { token, profile: (await me.json()) as MeResult }
}

/**
 * For a remote's page tests (`@unikit/config/vitest-page-origin`): signs the test page in, as the sign-in dialog
 * leaves a browser: the session cookie kept for the page's origin and the profile in the session store.
 */
export async function signInPageAs(
  accountsUrl: string,
  credentials: { email: string; password: string },
): Promise<{ token: string; profile: MeResult }> {
  const session = await signInElsewhere(accountsUrl, credentials)
  setBrowserCookie(SESSION_COOKIE, session.token)
  sessionStore.getState().signIn({ loginType: 'app', profile: session.profile })
  return session
}
