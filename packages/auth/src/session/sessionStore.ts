import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'
import { parseSession } from './parseSession.ts'
import { safeLocalStorage } from './safeLocalStorage.ts'
import {
  type LoginType,
  type SessionAccount,
  type SessionData,
  type SessionUser,
  signedOut,
} from './sessionTypes.ts'

/** The localStorage key of the session; the version is in the key, so a new shape gets a new key. */
export const SESSION_STORAGE_KEY = 'unikit:v2:session'

export type SessionState = SessionData & {
  /**
   * A new session: keeps the token and forgets any previous profile, or takes the new one when given (one
   * update, so nothing ever sees the new token without its user).
   */
  signIn: (session: {
    token: string
    loginType: LoginType
    profile?: { user: SessionUser; account: SessionAccount | null }
  }) => void
  /** The profile loaded after sign-in (`GET private/me`). Ignored while signed out. */
  setProfile: (profile: { user: SessionUser; account: SessionAccount | null }) => void
  /** Forgets the token and the profile, in every tab. */
  signOut: () => void
}

/**
 * The session, kept in localStorage under `unikit:v2:session`. One vanilla store for the whole page: the
 * package is a federation singleton, so the shell and every remote share it.
 */
export const sessionStore = createStore<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      signIn: ({ token, loginType, profile }) =>
        set({ token, loginType, user: profile?.user ?? null, account: profile?.account ?? null }),
      setProfile: ({ user, account }) => {
        if (get().token) set({ user, account })
      },
      signOut: () => set(signedOut),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      // A value written by another version of this store is read like any other: defensively.
      migrate: (persisted) => parseSession(persisted),
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ token, user, account, loginType }): SessionData => ({ token, user, account, loginType }),
      // Whatever is stored replaces the whole session, and a missing or malformed value means signed out.
      merge: (persisted, current) => ({ ...current, ...parseSession(persisted) }),
    },
  ),
)

/** Whether a token is stored (the UI's meaning of "signed in"; the server still checks it). */
export function isSignedIn(): boolean {
  return sessionStore.getState().token !== null
}

// Another tab signed in or out: take its session. The browser fires `storage` only in the other tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) void sessionStore.persist.rehydrate()
  })
}
