import type { LoginBody, MeResult } from '@unikit/contracts/accounts'
import { sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'
import { noteProfileLoaded } from './refreshProfile.ts'

/**
 * Signs in with an e-mail address and password: login, then the profile with the new token, then both are
 * stored in one update, so the header never shows a signed-in user without a name. Rejects (with ky's error) only
 * when the login fails; a profile that cannot be loaded leaves a signed-in session with `profile: null`, which
 * the next refresh fills in.
 */
export async function signInWithPassword(credentials: LoginBody): Promise<{ profile: MeResult | null }> {
  const { id: token } = await accountApi.login(credentials)
  return storeSession(token)
}

/** Signs in with the token of an e-mailed sign-in link, as `signInWithPassword` does with a password. */
export async function signInWithLink(linkToken: string): Promise<{ profile: MeResult | null }> {
  const { id: token } = await accountApi.useSigninLink({ token: linkToken })
  return storeSession(token)
}

async function storeSession(token: string): Promise<{ profile: MeResult | null }> {
  const profile = await accountApi.loadProfile({ token }).catch(() => null)
  sessionStore.getState().signIn({ token, loginType: 'app', ...(profile ? { profile } : {}) })
  if (profile) noteProfileLoaded(token)
  return { profile }
}
