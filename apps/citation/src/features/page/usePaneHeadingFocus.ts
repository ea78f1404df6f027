import { type RefObject, useEffect, useRef } from 'react'

/**
 * Moves focus to the heading of the pane that just opened (not on the first render), so keyboard and screen
 * reader users start at its top. The panes come from several teams and load on demand: the first h1 or h2 of
 * the pane is focused as soon as it is in the page.
 */
export function usePaneHeadingFocus(container: RefObject<HTMLElement | null>, paneKey: string): void {
  const previous = useRef(paneKey)
  useEffect(() => {
    if (previous.current === paneKey) return
    previous.current = paneKey
    const root = container.current
    if (!root) return
    const focusHeading = () => {
      const pane = root.querySelector<HTMLElement>(`[data-pane="${paneKey}"]`)
      const heading = pane?.querySelector<HTMLElement>('h1, h2')
      if (!heading) return false
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
      pane?.scrollIntoView?.({ block: 'nearest' })
      return true
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(root, { childList: true, subtree: true })
    // A pane that never shows a heading must not keep the observer for ever.
    const timer = setTimeout(() => observer.disconnect(), 10_000)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [container, paneKey])
}
