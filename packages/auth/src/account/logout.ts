import { announceSession } from '../session/sessionChannel.ts'
import { sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'

/**
 * Signs out: the user is forgotten at once here and in the other tabs, then the server is asked to end the
 * session and clear its cookie. Offline, the user is still signed out here; the cookie then stays until the
 * server next refuses it (a 401 clears it too). Resolves when the server has answered or failed.
 */
export async function logout(): Promise<void> {
  const { signedIn } = sessionStore.getState()
  forgetSession()
  if (!signedIn) return
  await accountApi.logout().catch(() => {})
}

/** Forgets the session here and in the other tabs, without asking the server (which has ended it already). */
export function forgetSession(): void {
  sessionStore.getState().signOut()
  announceSession('signed-out')
}
