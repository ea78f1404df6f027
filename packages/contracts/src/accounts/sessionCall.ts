import { type Static, Type } from 'typebox'
import { AccountBalance, AccountUser } from './AccountUser.ts'

/**
 * `GET /api/private/me/session`: whether this browser has a session, asked without an error either way. Signed in:
 * the same user and balance as `GET /api/private/me`; signed out (no cookie, an ended or unknown session): 200 with
 * both null, so a public page that asks logs no failed request.
 */
export const SessionResult = Type.Object({
  user: Type.Union([AccountUser, Type.Null()]),
  account: Type.Union([AccountBalance, Type.Null()]),
})
export type SessionResult = Static<typeof SessionResult>
