import { useEffect } from 'react'
import { useStore } from 'zustand'
import type { FormatUsage } from '../../api/usageApi.ts'
import { type FormatUsageStatus, formatUsageStore } from '../../store/formatUsageStore.ts'

/** Citations created per format, read once for the page and shared; `loading` until the first answer. */
export function useFormatUsage(): { status: FormatUsageStatus; counts: FormatUsage } {
  useEffect(() => formatUsageStore.getState().load(), [])
  const status = useStore(formatUsageStore, (state) => state.status)
  const counts = useStore(formatUsageStore, (state) => state.counts)
  return { status: status === 'idle' ? 'loading' : status, counts }
}
