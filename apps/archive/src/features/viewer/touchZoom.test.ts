import { describe, expect, it } from 'vitest'
import { clampZoom, doubleTapZoom, focalScrollLeft, isDoubleTap, pinchZoom } from './touchZoom.ts'

describe('pinchZoom', () => {
  it('scales the zoom the pinch started at as the fingers spread or close', () => {
    expect(pinchZoom(1, 100, 150)).toBe(1.5)
    expect(pinchZoom(2, 200, 100)).toBe(1)
  })

  it('stays within half and three times the fitted width', () => {
    expect(pinchZoom(1, 100, 1000)).toBe(3)
    expect(pinchZoom(1, 100, 10)).toBe(0.5)
    expect(clampZoom(0.1)).toBe(0.5)
  })

  it('keeps the zoom when the fingers started on one point', () => {
    expect(pinchZoom(1.25, 0, 40)).toBe(1.25)
  })
})

describe('a double tap', () => {
  const first = { x: 100, y: 200, time: 1000 }

  it('is a second tap soon after the first and near it', () => {
    expect(isDoubleTap(first, { x: 110, y: 210, time: 1250 })).toBe(true)
    expect(isDoubleTap(first, { x: 100, y: 200, time: 1400 })).toBe(false)
    expect(isDoubleTap(first, { x: 180, y: 200, time: 1100 })).toBe(false)
    expect(isDoubleTap(undefined, first)).toBe(false)
  })

  it('zooms a fitted page to twice its width, and any other zoom back to the fitted width', () => {
    expect(doubleTapZoom(1)).toBe(2)
    expect(doubleTapZoom(2)).toBe(1)
    expect(doubleTapZoom(0.75)).toBe(1)
  })
})

describe('focalScrollLeft', () => {
  it('keeps the point under the finger where it was', () => {
    // At 100 px from the column's edge, the page's 100th pixel; at twice the zoom, its 200th, so scroll by 100.
    expect(focalScrollLeft(0, 100, 2)).toBe(100)
    expect(focalScrollLeft(100, 100, 0.5)).toBe(0)
  })
})
