import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps `--uk-header-height` on the root at the sticky header's real height (it changes with the width and
 * the notices), so whatever scrolls into view stops below it (the design system's
 * `scroll-padding-top`). The height comes from a ResizeObserver, whose first report follows the layout the browser
 * does anyway before the next paint: reading it during React's commit would force a layout of the whole new page
 * there, in the start's longest task (docs/decisions/0762-a-start-in-short-tasks.md). Set only when it changes, as a
 * property of the root restyles the page.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    let shown = ''
    const show = (height: number) => {
      const value = `${height}px`
      if (value === shown) return
      shown = value
      root.style.setProperty('--uk-header-height', value)
    }
    if (typeof ResizeObserver === 'undefined') {
      show(element.getBoundingClientRect().height)
      return
    }
    const observer = new ResizeObserver(([entry]) => {
      show(entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--uk-header-height')
    }
  }, [header])
}
