import { useEffect, useRef, useState } from 'react'
import { toast } from '../stores/toastStore.ts'

export interface OptimisticToggleOptions<T> {
  /** What the answer to a toggle does (a count shown beside the button, a list told). */
  onDone?: (on: boolean, answer: T) => void
  /** The words of the toast when the call fails, in the tool's own terms. */
  failureMessage: (failure: unknown) => string
}

/**
 * A mark the student toggles (a star, Helpful on a sample or on an insight): it shows at once and goes back, with
 * a toast saying why, if the call fails. A press while a call runs is ignored rather than the button disabled, so
 * it keeps the focus.
 */
export function useOptimisticToggle<T>(
  initial: boolean,
  send: (on: boolean) => Promise<T>,
  options: OptimisticToggleOptions<T>,
) {
  const [on, setOn] = useState(initial)
  const busy = useRef(false)
  useEffect(() => setOn(initial), [initial])
  const toggle = async () => {
    if (busy.current) return
    busy.current = true
    const next = !on
    setOn(next)
    try {
      // Sent first: an optional call would skip evaluating its arguments when there is no onDone.
      const answer = await send(next)
      options.onDone?.(next, answer)
    } catch (failure) {
      setOn(!next)
      toast(options.failureMessage(failure), { type: 'error', duration: 6000 })
    } finally {
      busy.current = false
    }
  }
  return { on, toggle }
}
