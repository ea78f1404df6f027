import type { MeResult } from '@unikit/contracts/accounts'
import { onSessionNews } from '../session/sessionChannel.ts'
import { sessionGeneration, sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'
import { noteProfileLoaded } from './profileFreshness.ts'

let inFlight: Promise<MeResult | null> | null = null

/**
 * Asks the server whether this browser has a session (`GET private/me`, by the HttpOnly cookie: the page cannot read it) and keeps the
 * answer: signed in with the profile, or signed out (a 401 here is no expiry: nothing was shown yet, so no dialog
 * opens). Resolves to the profile or null; calls under way are shared. Other failures (offline, 5xx) leave the
 * page signed out until the next try, and reject.
 */
export function restoreSession(): Promise<MeResult | null> {
  if (inFlight) return inFlight
  const started = sessionGeneration()
  const promise = accountApi
    .findSession()
    .then((profile) => {
      // A sign-in or sign-out meanwhile knows better.
      if (sessionGeneration() !== started) return null
      if (!profile) {
        sessionStore.getState().signOut()
        return null
      }
      sessionStore.getState().signIn({ loginType: 'app', profile })
      noteProfileLoaded(sessionGeneration())
      return profile
    })
    .catch((error: unknown) => {
      if (sessionGeneration() === started) sessionStore.setState({ restored: true })
      throw error
    })
    .finally(() => {
      if (inFlight === promise) inFlight = null
    })
  inFlight = promise
  return promise
}

// Another tab signed in or out: ask the server, or forget (never re-announced, so tabs do not echo each other).
onSessionNews((news) => {
  if (news === 'signed-out') {
    if (sessionStore.getState().signedIn) sessionStore.getState().signOut()
    return
  }
  restoreSession().catch(() => {})
})
