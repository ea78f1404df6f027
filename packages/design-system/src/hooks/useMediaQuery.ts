import { useCallback, useContext, useSyncExternalStore } from 'react'
import { FirstViewWidthContext } from '../firstView/FirstViewWidthContext.ts'
import { matchesWidth } from '../firstView/matchesWidth.ts'

/**
 * Whether `query` matches now; re-renders when it changes. False where `matchMedia` is unavailable, except in a
 * build-time render of a first view, which answers for the width it assumes.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const getSnapshot = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  const assumedWidth = useContext(FirstViewWidthContext)
  return useSyncExternalStore(subscribe, getSnapshot, () =>
    assumedWidth === null ? false : matchesWidth(query, assumedWidth),
  )
}
