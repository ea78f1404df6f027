import type { MeResult } from '@unikit/contracts/accounts'
import { sessionGeneration, sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'
import { noteProfileLoaded, profileLoadedWithin } from './profileFreshness.ts'
import { restoreSession } from './restoreSession.ts'

let inFlight: { generation: number; promise: Promise<MeResult | null> } | null = null

export type RefreshProfileOptions = {
  /** Skip the call when the session's profile was loaded less than this many ms ago. Default 0. */
  maxAge?: number
}

/**
 * Loads `GET private/me` for the session and keeps it (user and balance). On a page that has not asked the server
 * yet, this is `restoreSession` (the session is an HttpOnly cookie the page cannot see). Resolves to the profile,
 * or to null when signed out or still fresh. Calls under way are shared. A 401 ends the session through the API
 * client (and the shell reopens the sign-in dialog); other failures reject and leave the session alone.
 */
export function refreshProfile({ maxAge = 0 }: RefreshProfileOptions = {}): Promise<MeResult | null> {
  const { signedIn, restored, user } = sessionStore.getState()
  if (!restored) return restoreSession()
  if (!signedIn) return Promise.resolve(null)
  const generation = sessionGeneration()
  const fresh = user && profileLoadedWithin(generation, maxAge)
  if (fresh) return Promise.resolve(null)
  if (inFlight?.generation === generation) return inFlight.promise
  const promise = accountApi
    .loadProfile()
    .then((profile) => {
      // A reply for a session that has meanwhile ended or changed is dropped.
      if (sessionGeneration() !== generation) return null
      sessionStore.getState().setProfile(profile)
      noteProfileLoaded(generation)
      return profile
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null
    })
  inFlight = { generation, promise }
  return promise
}
