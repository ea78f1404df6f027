import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps `--uk-header-height` on the root at the sticky header's real height (it changes with the width and
 * the notices), so whatever scrolls into view stops below it (the design system's
 * `scroll-padding-top`).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const update = () =>
      root.style.setProperty('--uk-header-height', `${element.getBoundingClientRect().height}px`)
    update()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--uk-header-height')
    }
  }, [header])
}
