import { type RefObject, useEffect, useRef } from 'react'

/**
 * Moves focus to the heading of the pane that just opened (not on the first render), so keyboard and screen
 * reader users start at its top. The panes come from several teams: the first h1 or h2 of the pane is used.
 */
export function usePaneHeadingFocus(container: RefObject<HTMLElement | null>, paneKey: string): void {
  const previous = useRef(paneKey)
  useEffect(() => {
    if (previous.current === paneKey) return
    previous.current = paneKey
    let frame = 0
    let tries = 0
    const focusHeading = () => {
      const pane = container.current?.querySelector<HTMLElement>(`[data-pane="${paneKey}"]`)
      const heading = pane?.querySelector<HTMLElement>('h1, h2')
      if (!heading) {
        // A lazily rendered pane may need a few frames to show its heading.
        if (tries++ < 10) frame = requestAnimationFrame(focusHeading)
        return
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
      pane?.scrollIntoView?.({ block: 'nearest' })
    }
    focusHeading()
    return () => cancelAnimationFrame(frame)
  }, [container, paneKey])
}
