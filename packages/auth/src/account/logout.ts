import { sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'

/**
 * Signs out: the stored user and token are forgotten at once (in every tab), then the server is asked to
 * revoke the token. The revocation is best effort: offline, or with a token the server already dropped, the
 * user is still signed out here. Resolves when the revocation has been answered or has failed.
 */
export async function logout(): Promise<void> {
  const { token } = sessionStore.getState()
  sessionStore.getState().signOut()
  if (!token) return
  await accountApi.revokeToken(token).catch(() => {})
}
