import { createStore } from 'zustand/vanilla'
import { removeStoredItem } from './removeStoredItem.ts'
import {
  type LoginType,
  type SessionAccount,
  type SessionData,
  type SessionUser,
  signedOut,
} from './sessionTypes.ts'

/**
 * Where builds before 0635 kept the session, bearer token included; it is removed on load and never written
 * again (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 */
export const SESSION_STORAGE_KEY = 'unikit:v2:session'

export type SessionState = SessionData & {
  /**
   * The server has started a session (its cookie is set): forgets any previous profile, or takes the new one
   * when given (one update, so nothing ever sees the new session without its user). The flows that start a
   * session (`signInWithPassword`, `restoreSession`) call it; other tabs hear of it from them.
   */
  signIn: (session: {
    loginType: LoginType
    profile?: { user: SessionUser; account: SessionAccount | null }
  }) => void
  /** The profile loaded after sign-in (`GET private/me`). Ignored while signed out. */
  setProfile: (profile: { user: SessionUser; account: SessionAccount | null }) => void
  /** Forgets the session in this tab (`logout` also ends it on the server and in the other tabs). */
  signOut: () => void
}

let generation = 0

/**
 * Which sign-in this tab is in: it changes with every sign-in and sign-out, so a late answer of an earlier
 * session (a 401, a profile) cannot end or fill a newer one.
 */
export function sessionGeneration(): number {
  return generation
}

/**
 * The session as this page knows it, in memory only. One vanilla store for the whole page: the package is a
 * federation singleton, so the shell and every remote share it.
 */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...signedOut,
  restored: false,
  signIn: ({ loginType, profile }) => {
    generation += 1
    set({
      signedIn: true,
      restored: true,
      loginType,
      user: profile?.user ?? null,
      account: profile?.account ?? null,
    })
  },
  setProfile: ({ user, account }) => {
    if (get().signedIn) set({ user, account })
  },
  signOut: () => {
    generation += 1
    set(signedOut)
  },
}))

/** Whether the server has a live session for this browser, as far as this page knows. */
export function isSignedIn(): boolean {
  return sessionStore.getState().signedIn
}

// An older build's stored session (with its token) is removed at once.
removeStoredItem(SESSION_STORAGE_KEY)
