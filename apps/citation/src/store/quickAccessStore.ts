import { findFormat } from '@unikit/citation-core'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { readStoredSetting, writeStoredSetting } from './storedSetting.ts'

/** The localStorage key of the quick-access formats (versioned keys: docs/product/citations.md#storage). */
export const QUICK_ACCESS_STORAGE_KEY = 'unikit:v2:citation:quick-access'

/**
 * The actions write first and change the list only once it is stored; each throws a `StorageWriteError` when
 * storage refuses, with nothing changed.
 */
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

const readQuickAccess = () => parseQuickAccess(readStoredSetting(QUICK_ACCESS_STORAGE_KEY))

/**
 * The student's quick-access formats, kept in this browser and shared by its tabs. zustand's `persist` is not
 * used: it sets the state before writing, so a full storage would show a list that was not saved.
 */
export const quickAccessStore = createStore<QuickAccessState>()((set, get) => {
  const save = (formatIds: number[]) => {
    writeStoredSetting(QUICK_ACCESS_STORAGE_KEY, { formatIds })
    set({ formatIds })
  }
  return {
    formatIds: readQuickAccess(),
    add: (formatId) => {
      const { formatIds } = get()
      if (isChoosable(formatId) && !formatIds.includes(formatId)) save([...formatIds, formatId])
    },
    remove: (formatId) => save(get().formatIds.filter((id) => id !== formatId)),
    clear: () => save([]),
  }
})

/** The chosen format ids, re-rendering when they change. */
export function useQuickAccessIds(): number[] {
  return useStore(quickAccessStore, (state) => state.formatIds)
}

// Another tab changed its quick access (or cleared storage): take its list. `storage` fires only in other tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === QUICK_ACCESS_STORAGE_KEY || event.key === null)
      quickAccessStore.setState({ formatIds: readQuickAccess() })
  })
}
