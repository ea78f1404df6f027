import { toast } from '@unikit/design-system'
import { useEffect, useRef, useState } from 'react'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'

/**
 * A mark the student toggles (a star, Helpful): it shows at once and goes back, with a toast saying why, if the
 * call fails. A press while a call runs is ignored rather than the button disabled, so it keeps the focus.
 */
export function useOptimisticToggle<T>(
  initial: boolean,
  send: (on: boolean) => Promise<T>,
  onDone?: (on: boolean, answer: T) => void,
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
      onDone?.(next, answer)
    } catch (failure) {
      setOn(!next)
      toast(driveErrorMessage(failure).message, { type: 'error', duration: 6000 })
    } finally {
      busy.current = false
    }
  }
  return { on, toggle }
}
