import type { MeResult } from '@unikit/contracts/accounts'
import { sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'

/** When the profile of which token was last loaded: the freshness `maxAge` compares against. */
let loaded: { token: string; at: number } | null = null
let inFlight: { token: string; promise: Promise<MeResult | null> } | null = null

/** Records a profile just loaded for `token` (the sign-in flow loads it itself). */
export function noteProfileLoaded(token: string): void {
  loaded = { token, at: Date.now() }
}

export type RefreshProfileOptions = {
  /** Skip the call when the stored session's profile was loaded less than this many ms ago. Default 0. */
  maxAge?: number
}

/**
 * Loads `GET private/me` for the stored session and keeps it (user and balance). Resolves to the profile, or
 * to null when signed out or still fresh. Calls under way are shared. A 401 ends the session through the API
 * client (and the shell reopens the sign-in dialog); other failures reject and leave the session alone.
 */
export function refreshProfile({ maxAge = 0 }: RefreshProfileOptions = {}): Promise<MeResult | null> {
  const { token, user } = sessionStore.getState()
  if (!token) return Promise.resolve(null)
  const fresh = user && loaded?.token === token && Date.now() - loaded.at < maxAge
  if (fresh) return Promise.resolve(null)
  if (inFlight?.token === token) return inFlight.promise
  // The token read now, not when the request leaves: a sign-out meanwhile must not turn this into a 401.
  const promise = accountApi
    .loadProfile({ token })
    .then((profile) => {
      // A reply for a session that has meanwhile ended or changed is dropped.
      if (sessionStore.getState().token !== token) return null
      sessionStore.getState().setProfile(profile)
      noteProfileLoaded(token)
      return profile
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null
    })
  inFlight = { token, promise }
  return promise
}
