import type { SyntheticEvent } from 'react'

/**
 * Runs the consumer's handler first, then ours unless the consumer called `preventDefault()`:
 * a consumer can opt out of a component's built-in behaviour for one event.
 */
export function composeHandlers<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event)
    if (!event.defaultPrevented) ours(event)
  }
}
