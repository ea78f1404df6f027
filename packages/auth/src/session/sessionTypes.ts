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

/** What is kept about the session, in this tab and in localStorage. */
export type SessionData = {
  /** The bearer token; its presence is what "signed in" means in the UI. */
  token: string | null
  /** Null until the profile has been loaded after sign-in. */
  user: SessionUser | null
  account: SessionAccount | null
  loginType: LoginType | null
}

export const signedOut: SessionData = { token: null, user: null, account: null, loginType: null }
