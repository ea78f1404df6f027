import { findFormat } from '@unikit/citation-core'
import { useStore } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'

/** The localStorage key of the quick-access formats (spec section 9: keys are versioned v2). */
export const QUICK_ACCESS_STORAGE_KEY = 'unikit:v2:citation:quick-access'

export type QuickAccessState = {
  /** The chosen format ids, in the order they were chosen. */
  formatIds: number[]
  /** Adds a format of the menu (nothing for an unknown or hidden one, or one already chosen). */
  add: (formatId: number) => void
  remove: (formatId: number) => void
  /** "Delete all". */
  clear: () => void
}

/** A format a student may pick: in the catalogue and not hidden (65 is reached from 22). */
function isChoosable(formatId: number): boolean {
  const format = findFormat(formatId)
  return format !== undefined && !format.hidden
}

/** Stored ids, read defensively: anything that is not a choosable format id is dropped, duplicates once. */
export function parseQuickAccess(persisted: unknown): number[] {
  const ids = (persisted as { formatIds?: unknown } | null)?.formatIds
  if (!Array.isArray(ids)) return []
  return ids.filter(
    (id, index): id is number =>
      typeof id === 'number' && Number.isInteger(id) && isChoosable(id) && ids.indexOf(id) === index,
  )
}

/** The student's quick-access formats, kept in this browser and shared by its tabs. */
export const quickAccessStore = createStore<QuickAccessState>()(
  persist(
    (set, get) => ({
      formatIds: [],
      add: (formatId) => {
        const { formatIds } = get()
        if (isChoosable(formatId) && !formatIds.includes(formatId))
          set({ formatIds: [...formatIds, formatId] })
      },
      remove: (formatId) => set({ formatIds: get().formatIds.filter((id) => id !== formatId) }),
      clear: () => set({ formatIds: [] }),
    }),
    {
      name: QUICK_ACCESS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ formatIds }) => ({ formatIds }),
      migrate: (persisted) => ({ formatIds: parseQuickAccess(persisted) }),
      // What is stored replaces the list; a missing or malformed value means nothing chosen.
      merge: (persisted, current) => ({ ...current, formatIds: parseQuickAccess(persisted) }),
    },
  ),
)

/** The chosen format ids, re-rendering when they change. */
export function useQuickAccessIds(): number[] {
  return useStore(quickAccessStore, (state) => state.formatIds)
}

// Another tab changed its quick access (or cleared storage): take its list. `storage` fires only in other tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === QUICK_ACCESS_STORAGE_KEY || event.key === null)
      void quickAccessStore.persist.rehydrate()
  })
}
