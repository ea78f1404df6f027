import { type RefObject, useEffect } from 'react'

/** Moves focus to a step's heading when the user arrives at it, so screen readers follow the change of step. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: true })
  }, [ref, enabled])
}
