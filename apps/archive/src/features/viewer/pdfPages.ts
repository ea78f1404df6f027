/** Where each page of a PDF sits in the viewer's scrolling column, in CSS pixels. */
export type PageLayout = { offsets: number[]; heights: number[]; total: number }

/**
 * The column of pages: each page's top and height, with `gap` between pages. Heights come from each page's own
 * shape once it has loaded and from the first page's until then, so the column is as long as the document before
 * any page is drawn (the scrollbar tells the truth and Go to page lands where the page will be).
 */
export function pageLayout(heights: readonly number[], gap: number): PageLayout {
  const offsets: number[] = []
  let top = 0
  for (const height of heights) {
    offsets.push(top)
    top += height + gap
  }
  return { offsets, heights: [...heights], total: Math.max(0, top - gap) }
}

/** The page (from 0) at a height in the column: the last one that starts at or above it. */
export function pageIndexAt(layout: PageLayout, y: number): number {
  const { offsets } = layout
  if (offsets.length === 0) return 0
  let low = 0
  let high = offsets.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if ((offsets[middle] ?? 0) <= y) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * Which pages to draw for a scroll position: those in view and `overscan` pixels either side, so a 300-page file
 * draws a handful of pages and scrolling finds the next ones ready. `current` is the page the reader is on: the
 * one a quarter of the way down the view, or the last once the column is scrolled to its end.
 */
export function pageWindow(
  layout: PageLayout,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { first: number; last: number; current: number } {
  const count = layout.offsets.length
  if (count === 0) return { first: 0, last: -1, current: 0 }
  const first = pageIndexAt(layout, scrollTop - overscan)
  const last = pageIndexAt(layout, scrollTop + viewportHeight + overscan)
  const atEnd = scrollTop > 0 && scrollTop + viewportHeight >= layout.total - 1
  const current = atEnd ? count - 1 : pageIndexAt(layout, scrollTop + viewportHeight / 4)
  return { first, last, current }
}

/** The zoom levels of − and +, as a share of the width that fits the column (1: fit width). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const

/** The next zoom level up or down from any level, or the same one at either end. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0)
    return ZOOM_STEPS.find((step) => step > zoom + 1e-6) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-6) ?? ZOOM_STEPS[0]
}

/**
 * The page a number typed in the toolbar's page box asks for: a whole number, brought within the document (as
 * browsers' own PDF viewers do: 0 is the first page, 999 the last), or undefined for anything else.
 */
export function readPageNumber(typed: string, pageCount: number): number | undefined {
  const page = Number(typed.trim())
  if (typed.trim() === '' || !Number.isInteger(page) || pageCount < 1) return undefined
  return Math.min(Math.max(page, 1), pageCount)
}

/** Below this column width (a phone), pages sit nearly edge to edge. */
export const NARROW_COLUMN = 600

/** Space around the pages and between them: a phone gives the page all the width it can. */
export function columnPadding(columnWidth: number): number {
  return columnWidth < NARROW_COLUMN ? 4 : 12
}

/**
 * A page's width in the column: at zoom 1 ("fit width") exactly the column less its padding, so a PDF opens as
 * wide as the screen on a phone (docs/product/archive.md#viewing-and-downloading); never narrower than 120 px.
 */
export function fitPageWidth(columnWidth: number, zoom: number): number {
  return Math.max(120, Math.floor((columnWidth - 2 * columnPadding(columnWidth)) * zoom))
}
