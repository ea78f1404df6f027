import { describe, expect, it } from 'vitest'
import { fitPageWidth, pageIndexAt, pageLayout, pageWindow, readPageNumber, stepZoom } from './pdfPages.ts'

// 300 pages of 1,000 px with 10 px between them; the view is 800 px high.
const long = pageLayout(
  Array.from({ length: 300 }, () => 1000),
  10,
)

describe('pageLayout', () => {
  it('puts each page below the one before, with the gap between', () => {
    const layout = pageLayout([100, 200, 50], 8)
    expect(layout.offsets).toEqual([0, 108, 316])
    expect(layout.total).toBe(366)
  })

  it('is empty for no pages', () => {
    expect(pageLayout([], 8)).toEqual({ offsets: [], heights: [], total: 0 })
  })
})

describe('pageIndexAt', () => {
  it('finds the page at a height, the gap belonging to the page above', () => {
    expect(pageIndexAt(long, 0)).toBe(0)
    expect(pageIndexAt(long, 1005)).toBe(0)
    expect(pageIndexAt(long, 1010)).toBe(1)
    expect(pageIndexAt(long, -500)).toBe(0)
    expect(pageIndexAt(long, 10_000_000)).toBe(299)
  })
})

describe('pageWindow', () => {
  it('draws only the pages near the view at the start of a long file', () => {
    expect(pageWindow(long, 0, 800, 800)).toEqual({ first: 0, last: 1, current: 0 })
  })

  it('draws the pages around the view in the middle, and names the one being read', () => {
    const top = long.offsets[149]!
    expect(pageWindow(long, top, 800, 800)).toEqual({ first: 148, last: 150, current: 149 })
    // Most of page 150 is in view once the reader is a quarter of the way into it.
    expect(pageWindow(long, top + 900, 800, 800).current).toBe(150)
  })

  it('says the last page once the column is scrolled to its end, however short that page', () => {
    const layout = pageLayout([1000, 1000, 200], 10)
    expect(pageWindow(layout, layout.total - 800, 800, 0).current).toBe(2)
  })

  it('has nothing to draw before the document has pages', () => {
    expect(pageWindow(pageLayout([], 10), 0, 800, 800)).toEqual({ first: 0, last: -1, current: 0 })
  })
})

describe('stepZoom', () => {
  it('goes up and down the steps and stops at either end', () => {
    expect(stepZoom(1, 1)).toBe(1.25)
    expect(stepZoom(1, -1)).toBe(0.75)
    expect(stepZoom(3, 1)).toBe(3)
    expect(stepZoom(0.5, -1)).toBe(0.5)
  })

  it('finds the next step from a level between steps', () => {
    expect(stepZoom(1.1, 1)).toBe(1.25)
    expect(stepZoom(1.1, -1)).toBe(1)
  })
})

describe('readPageNumber', () => {
  it('takes a whole number, brought within the document, and nothing else', () => {
    expect(readPageNumber(' 12 ', 300)).toBe(12)
    expect(readPageNumber('300', 300)).toBe(300)
    expect(readPageNumber('301', 300)).toBe(300)
    expect(readPageNumber('0', 300)).toBe(1)
    expect(readPageNumber('-1', 300)).toBe(1)
    for (const typed of ['', ' ', '2.5', 'ten']) expect(readPageNumber(typed, 300)).toBeUndefined()
    expect(readPageNumber('1', 0)).toBeUndefined()
  })
})

describe('fitPageWidth', () => {
  it('fits a page to a 375 px phone with 4 px either side, and to a desktop column with 12', () => {
    expect(fitPageWidth(375, 1)).toBe(367)
    expect(fitPageWidth(800, 1)).toBe(776)
  })

  it('zooms from the fitted width, and never draws a page narrower than 120 px', () => {
    expect(fitPageWidth(375, 2)).toBe(734)
    expect(fitPageWidth(375, 0.5)).toBe(183)
    expect(fitPageWidth(0, 1)).toBe(120)
  })
})
