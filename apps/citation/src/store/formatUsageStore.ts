import { createStore } from 'zustand/vanilla'
import { type FormatUsage, fetchFormatUsage, onCitationCounted } from '../api/usageApi.ts'

/** `idle` before the first read; `failed` means the default order is used (the failure is not shown). */
export type FormatUsageStatus = 'idle' | 'loading' | 'ready' | 'failed'

export type FormatUsageState = {
  status: FormatUsageStatus
  counts: FormatUsage
  /** Reads the counts once for the page's life; later calls do nothing. */
  load: () => void
  /** Reads the counts again (after a citation is created), keeping the current ones until the answer comes. */
  refresh: () => Promise<void>
  /** Forgets the counts, so the next `load` reads them again (tests). */
  reset: () => void
}

/** "Most used" is a nicety: wait at most this long for it, then keep the default order. */
export const FORMAT_USAGE_TIMEOUT_MS = 10_000

/**
 * Citations created per format, read from the cite service once and shared by the format selection pane and
 * quick access. A failed read leaves the counts empty, which is the default order.
 */
export const formatUsageStore = createStore<FormatUsageState>()((set, get) => {
  let generation = 0
  const read = async () => {
    const current = ++generation
    try {
      const counts = await fetchFormatUsage(AbortSignal.timeout(FORMAT_USAGE_TIMEOUT_MS))
      if (current === generation) set({ status: 'ready', counts })
    } catch {
      if (current === generation) set({ status: get().status === 'ready' ? 'ready' : 'failed' })
    }
  }
  return {
    status: 'idle',
    counts: {},
    load: () => {
      if (get().status !== 'idle') return
      set({ status: 'loading' })
      void read()
    },
    refresh: () => {
      if (get().status === 'idle') set({ status: 'loading' })
      return read()
    },
    reset: () => {
      generation++
      set({ status: 'idle', counts: {} })
    },
  }
})

// A citation was just counted: read the counts again (one small cached query), if anyone has read them yet.
onCitationCounted(() => {
  if (formatUsageStore.getState().status !== 'idle') void formatUsageStore.getState().refresh()
})
