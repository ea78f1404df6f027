import { create } from 'zustand'
import { type PersistStorage, persist } from 'zustand/middleware'
import { addRecent, type RecentEntry, readRecentList } from './recentList.ts'

/** The localStorage key; the version is in the key, so a new shape gets a new key. */
export const RECENT_STORAGE_KEY = 'unikit.archive.recent.v1'

type RecentState = {
  items: RecentEntry[]
  /** A file was opened (and stayed open long enough to count). */
  opened: (file: { id: string; name: string }) => void
  clear: () => void
}
type Stored = { items: RecentEntry[] }

/**
 * localStorage that never throws and never trusts what it reads: storage may be blocked or full, and a value that
 * is not JSON or not a list reads as an empty list rather than breaking the archive.
 */
const recentStorage: PersistStorage<Stored> = {
  getItem: (name) => {
    try {
      const raw = globalThis.localStorage?.getItem(name)
      if (!raw) return null
      const parsed = JSON.parse(raw) as { state?: { items?: unknown }; version?: unknown }
      return { state: { items: readRecentList(parsed?.state?.items) }, version: 0 }
    } catch {
      return null
    }
  },
  setItem: (name, value) => {
    try {
      globalThis.localStorage?.setItem(name, JSON.stringify(value))
    } catch {
      // Full or blocked: the list lives in memory for this visit.
    }
  },
  removeItem: (name) => {
    try {
      globalThis.localStorage?.removeItem(name)
    } catch {
      // Blocked: nothing was stored either.
    }
  },
}

/** Recent: the files this student opened on this device, kept in the browser only (docs/product/archive.md). */
export const useRecentStore = create<RecentState>()(
  persist(
    (set) => ({
      items: [],
      opened: (file) => set((state) => ({ items: addRecent(state.items, file, new Date()) })),
      clear: () => set({ items: [] }),
    }),
    {
      name: RECENT_STORAGE_KEY,
      storage: recentStorage,
      partialize: ({ items }) => ({ items }),
      merge: (persisted, current) => ({
        ...current,
        items: readRecentList((persisted as Partial<Stored> | undefined)?.items),
      }),
    },
  ),
)

// Another tab opened a file: show it here too. The browser fires `storage` only in the other tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === RECENT_STORAGE_KEY || event.key === null) void useRecentStore.persist.rehydrate()
  })
}
