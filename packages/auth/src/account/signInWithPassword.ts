import type { LoginBody, MeResult } from '@unikit/contracts/accounts'
import { announceSession } from '../session/sessionChannel.ts'
import { sessionGeneration, sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'
import { noteProfileLoaded } from './profileFreshness.ts'

/**
 * Signs in with an e-mail address and password: login (the server sets the HttpOnly session cookie; the page
 * never sees a token), then the profile, then both are kept in one update, so the header never shows a signed-in
 * user without a name. Rejects (with ky's error) only when the login fails; a profile that cannot be loaded leaves
 * a signed-in session with `profile: null`, which the next refresh fills in. The other tabs are told.
 */
export async function signInWithPassword(credentials: LoginBody): Promise<{ profile: MeResult | null }> {
  await accountApi.login(credentials)
  return keepSession()
}

/** Signs in with the token of an e-mailed sign-in link, as `signInWithPassword` does with a password. */
export async function signInWithLink(linkToken: string): Promise<{ profile: MeResult | null }> {
  await accountApi.useSigninLink({ token: linkToken })
  return keepSession()
}

async function keepSession(): Promise<{ profile: MeResult | null }> {
  const profile = await accountApi.findSession().catch(() => null)
  sessionStore.getState().signIn({ loginType: 'app', ...(profile ? { profile } : {}) })
  if (profile) noteProfileLoaded(sessionGeneration())
  announceSession('signed-in')
  return { profile }
}
