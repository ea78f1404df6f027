import type { Role } from '@unikit/contracts/accounts'

/** How the user signed in. */
export type LoginType = 'app' | 'google' | 'fb'

/** The signed-in user's profile, as `GET private/me` returns it. */
export type SessionUser = {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string | null
  verified: boolean
  /** Staff and admins also see the staff desks; the server checks the role on every staff call. */
  role: Role
}

export type SessionAccount = {
  /** Account balance in VND. */
  balance: number
}

/**
 * What this tab knows of the session. The session itself is an HttpOnly cookie no script can read
 * (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md): the page learns of it from the server.
 */
export type SessionData = {
  /** Whether the server has a live session for this browser; what "signed in" means in the UI. */
  signedIn: boolean
  /** False until the server has been asked once on this page (`restoreSession`): the UI waits rather than guess. */
  restored: boolean
  /** Null until the profile has been loaded after sign-in. */
  user: SessionUser | null
  account: SessionAccount | null
  loginType: LoginType | null
}

export const signedOut: SessionData = {
  signedIn: false,
  restored: true,
  user: null,
  account: null,
  loginType: null,
}
