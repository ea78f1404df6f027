import { createStore } from 'zustand/vanilla'

export type AuthDialogMode = 'closed' | 'login' | 'signup' | 'reset'

export type OpenAuthDialogOptions = {
  /** Opened by a route that needs sign-in: Escape, the backdrop and close() cannot dismiss it. */
  locked?: boolean
  /** Where to go after a successful sign-in (the blocked route). */
  returnTo?: string | null
}

export type AuthDialogState = {
  mode: AuthDialogMode
  locked: boolean
  returnTo: string | null
  /**
   * Opens the dialog in `mode`, or switches mode while it is open. Options left out keep their current value
   * while open (switching to sign-up keeps the lock), and reset when opening from closed.
   */
  open: (mode: Exclude<AuthDialogMode, 'closed'>, options?: OpenAuthDialogOptions) => void
  /**
   * Closes the dialog and forgets `returnTo` (read it first). Refused while locked, unless `force` (a
   * successful sign-in). Returns whether it closed.
   */
  close: (options?: { force?: boolean }) => boolean
  /** Lifts the lock, e.g. when the user navigates away from the blocked route. */
  unlock: () => void
}

const closed = { mode: 'closed', locked: false, returnTo: null } as const

/** The sign-in dialog's state, shared by the shell (which renders it) and any remote that opens it. */
export const authDialogStore = createStore<AuthDialogState>()((set, get) => ({
  ...closed,
  open: (mode, options = {}) => {
    const wasOpen = get().mode !== 'closed'
    set({
      mode,
      locked: options.locked ?? (wasOpen ? get().locked : false),
      returnTo: options.returnTo !== undefined ? options.returnTo : wasOpen ? get().returnTo : null,
    })
  },
  close: ({ force = false } = {}) => {
    if (get().locked && !force) return false
    set(closed)
    return true
  },
  unlock: () => set({ locked: false }),
}))
