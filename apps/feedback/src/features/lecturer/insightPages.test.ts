import type { Rating } from '@unikit/contracts/teachers'
import { describe, expect, it } from 'vitest'
import { canCollapse, canSeeMore, collapsed, shownInsights, withPage } from './insightPages.ts'

const rating = (id: number) => ({ id }) as Rating
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => rating(from + index))

describe('the insight pages', () => {
  it('shows five, adds five with SEE MORE until all are shown, and Collapse takes the last five away', () => {
    let state = withPage({ pages: [], total: 12 }, page(1, 5), 12)
    expect(shownInsights(state)).toHaveLength(5)
    expect([canSeeMore(state), canCollapse(state)]).toEqual([true, false])
    state = withPage(state, page(6, 5), 12)
    state = withPage(state, page(11, 2), 12)
    expect(shownInsights(state).map((item) => item.id)).toEqual(page(1, 12).map((item) => item.id))
    expect([canSeeMore(state), canCollapse(state)]).toEqual([false, true])
    state = collapsed(state)
    expect(shownInsights(state)).toHaveLength(10)
    expect(canSeeMore(state)).toBe(true)
  })
})
