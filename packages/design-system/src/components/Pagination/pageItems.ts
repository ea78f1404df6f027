export type PageItem = number | 'gap-start' | 'gap-end'

/**
 * The pages to show: always the first and last, `siblings` around the current one, and gaps for the rest.
 * A gap never hides a single page (that page is shown instead).
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const total = Math.max(0, Math.floor(pageCount))
  const slots = siblings * 2 + 5
  if (total <= slots) return range(1, total)

  const current = Math.min(Math.max(1, page), total)
  const start = Math.max(2, current - siblings)
  const end = Math.min(total - 1, current + siblings)
  const showStartGap = start > 3
  const showEndGap = end < total - 2

  if (!showStartGap) return [...range(1, slots - 2), 'gap-end', total]
  if (!showEndGap) return [1, 'gap-start', ...range(total - (slots - 3), total)]
  return [1, 'gap-start', ...range(start, end), 'gap-end', total]
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
}
