import type { Rating } from '@unikit/contracts/teachers'

/**
 * The insights on show, a page of five at a time (docs/product/feedback.md): SEE MORE appends the next page,
 * Collapse takes the last one away again.
 */
export interface InsightPages {
  pages: Rating[][]
  total: number
}

export const shownInsights = (state: InsightPages) => state.pages.flat()
export const canSeeMore = (state: InsightPages) => shownInsights(state).length < state.total
export const canCollapse = (state: InsightPages) => state.pages.length > 1
export const withPage = (state: InsightPages, page: Rating[], total: number): InsightPages => ({
  pages: [...state.pages, page],
  total,
})
export const collapsed = (state: InsightPages): InsightPages => ({
  ...state,
  pages: state.pages.slice(0, -1),
})
