import { type RefObject, useEffect } from 'react'

/** Calls `onDismiss` when, while `active`, a pointer goes down outside `ref`'s element. */
export function useDismissOnOutsidePress(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
) {
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      const root = ref.current
      if (root && event.target instanceof Node && !root.contains(event.target)) onDismiss()
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [ref, active, onDismiss])
}
