import { describe, expect, it } from 'vitest'
import { pageItems } from './pageItems.ts'

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(1, 0)).toEqual([])
  })

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20])
  })

  it('never uses a gap for a single page', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20])
    expect(pageItems(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20])
    expect(pageItems(5, 20)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 20])
  })

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20])
  })
})
