import { sessionStore } from '../session/sessionStore.ts'

export type UnauthorizedEvent = {
  /** The URL whose response was 401. */
  url: string
}

export type UnauthorizedListener = (event: UnauthorizedEvent) => void

const listeners = new Set<UnauthorizedListener>()

/**
 * Subscribes to "the stored session was refused by the server" (the shell reopens the sign-in dialog).
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The default 401 handling: drop the session if it is still the one the request carried (a sign-in that
 * happened meanwhile must survive a late 401 of the old token), then tell the listeners.
 */
export function expireSession(sentToken: string, event: UnauthorizedEvent): void {
  if (sessionStore.getState().token !== sentToken) return
  sessionStore.getState().signOut()
  for (const listener of [...listeners]) listener(event)
}
