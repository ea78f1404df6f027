import { useCallback, useRef, useState } from 'react'

/**
 * Runs a form's or an action's work once at a time: a second run while one is under way is ignored (a ref, so a
 * double click within one frame cannot slip through), and `pending` drives the button's progress. What the work
 * throws is the caller's to catch: `run` rethrows it after `pending` is cleared.
 */
export function useSubmission() {
  const [pending, setPending] = useState(false)
  const running = useRef(false)
  const run = useCallback(async (work: () => Promise<void> | void) => {
    if (running.current) return
    running.current = true
    setPending(true)
    try {
      await work()
    } finally {
      running.current = false
      setPending(false)
    }
  }, [])
  return { pending, run }
}
