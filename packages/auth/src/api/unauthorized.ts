import { announceSession } from '../session/sessionChannel.ts'
import { sessionGeneration, sessionStore } from '../session/sessionStore.ts'

export type UnauthorizedEvent = {
  /** The URL whose response was 401. */
  url: string
}

export type UnauthorizedListener = (event: UnauthorizedEvent) => void

const listeners = new Set<UnauthorizedListener>()

/**
 * Subscribes to "the page's session was refused by the server" (the shell reopens the sign-in dialog).
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The default 401 handling: drop the session if it is still the sign-in the request was sent in (`generation`,
 * from `sessionGeneration()`: a sign-in that happened meanwhile must survive a late 401 of the old session), tell
 * the other tabs, then the listeners. The server has already told the browser to drop the dead cookie.
 */
export function expireSession(generation: number, event: UnauthorizedEvent): void {
  if (sessionGeneration() !== generation || !sessionStore.getState().signedIn) return
  sessionStore.getState().signOut()
  announceSession('signed-out')
  for (const listener of [...listeners]) listener(event)
}
