import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { columnPadding, fitPageWidth, pageIndexAt, pageLayout, pageWindow } from './pdfPages.ts'
/** A4's shape until the first page says otherwise. */
export const A4 = 297 / 210

/**
 * The PDF viewer's column of pages: each page's place and size at the zoom and the column's width, which pages
 * are near the view (only those are drawn), and the reader's place, kept through zoom, resizes and a reload with
 * fresh links. `ready` is false while the document (re)loads: its pages are gone meanwhile, and the scrolling
 * that causes is no move of the reader's.
 */
export function usePdfColumn({
  pageCount,
  firstRatio,
  ratios,
  zoom,
  ready,
}: {
  pageCount: number
  /** The first page's height over its width, once known: until then no page is laid out. */
  firstRatio: number | undefined
  /** Pages whose own shape is known, by page number. */
  ratios: Record<number, number>
  zoom: number
  ready: boolean
}) {
  const scroller = useRef<HTMLElement>(null)
  const [box, setBox] = useState({ width: 0, height: 0 })
  const [scrollTop, setScrollTop] = useState(0)
  // The page the reader is on and how far into it.
  const anchor = useRef({ index: 0, fraction: 0 })
  const readyRef = useRef(ready)
  readyRef.current = ready

  const pageWidth = fitPageWidth(box.width, zoom)
  // The space around and between pages, in CSS pixels: the document's padding and gap are set from it.
  const padding = columnPadding(box.width)
  const layout = useMemo(
    () =>
      pageLayout(
        Array.from({ length: firstRatio ? pageCount : 0 }, (_, index) =>
          Math.round(pageWidth * (ratios[index + 1] ?? firstRatio ?? A4)),
        ),
        padding,
      ),
    [pageCount, firstRatio, ratios, pageWidth, padding],
  )
  const layoutRef = useRef(layout)
  layoutRef.current = layout
  const view = pageWindow(layout, scrollTop, box.height, box.height)

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // The column changed shape (zoom, a resize, a page's real size, the document back after a reload): put the
  // reader back on the same spot of the same page.
  useLayoutEffect(() => {
    const element = scroller.current
    const { index, fraction } = anchor.current
    if (!element || !ready || layout.offsets.length === 0) return
    const page = Math.min(index, layout.offsets.length - 1)
    element.scrollTop = (layout.offsets[page] ?? 0) + fraction * (layout.heights[page] ?? 0)
    setScrollTop(element.scrollTop)
  }, [layout, ready])

  const frame = useRef(0)
  const onScroll = () => {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => {
      const element = scroller.current
      if (!element || !readyRef.current) return
      const top = element.scrollTop
      const current = layoutRef.current
      const index = pageIndexAt(current, top)
      const height = current.heights[index] ?? 1
      anchor.current = {
        index,
        fraction: Math.min(1, Math.max(0, (top - (current.offsets[index] ?? 0)) / height)),
      }
      setScrollTop(top)
    })
  }
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const goTo = useCallback((pageNumber: number) => {
    const element = scroller.current
    const current = layoutRef.current
    const index = Math.min(Math.max(pageNumber - 1, 0), current.offsets.length - 1)
    if (!element || index < 0) return
    anchor.current = { index, fraction: 0 }
    element.scrollTop = current.offsets[index] ?? 0
    setScrollTop(element.scrollTop)
  }, [])

  return { scroller, layout, view, pageWidth, padding, onScroll, goTo }
}
