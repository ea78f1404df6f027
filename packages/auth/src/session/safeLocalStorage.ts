import type { StateStorage } from 'zustand/middleware'

/**
 * localStorage that never throws: it is missing outside browsers, can be blocked by privacy settings and can
 * be full. The session then lives in memory for this tab only, which is the best that can be done.
 */
export const safeLocalStorage: StateStorage<void> = {
  getItem: (name) => {
    try {
      return globalThis.localStorage?.getItem(name) ?? null
    } catch {
      return null
    }
  },
  setItem: (name, value) => {
    try {
      globalThis.localStorage?.setItem(name, value)
    } catch {
      // Quota exceeded or storage blocked: keep the in-memory session.
    }
  },
  removeItem: (name) => {
    try {
      globalThis.localStorage?.removeItem(name)
    } catch {
      // Storage blocked: nothing was stored either.
    }
  },
}
