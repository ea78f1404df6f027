import type { KeyboardEvent } from 'react'
import { focusableElements } from '../../utils/focusable.ts'

/**
 * Tab and Shift+Tab go round inside an open modal. `showModal()` makes the page inert, but Chromium still lets
 * Tab leave the last control for the browser's own toolbar, and a keyboard user then has to find the way back.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return
  const stops = focusableElements(event.currentTarget)
  const first = stops[0]
  const last = stops.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
