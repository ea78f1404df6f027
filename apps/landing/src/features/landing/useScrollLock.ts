import { useEffect } from 'react'

/**
 * Locks the page's scrolling while `locked` (the landing's first two steps fill the screen), and always gives
 * it back on unlock or unmount, so leaving `/` never leaves another page frozen. Focus can still scroll an
 * element into view, so keyboard users reach everything.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [locked])
}
