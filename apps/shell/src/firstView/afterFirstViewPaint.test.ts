import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstViewPaint } from './afterFirstViewPaint.ts'

describe('afterFirstViewPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('starts at once on a page without a first view', () => {
    document.body.innerHTML = '<div id="root"></div>'
    const start = vi.fn()
    afterFirstViewPaint(start)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts after the next paint on a page with one', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div id="root" data-first-view-of="landing"></div>'
    let frame: (() => void) | undefined
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frame = callback
      return 1
    })
    const start = vi.fn()
    afterFirstViewPaint(start)
    expect(start).not.toHaveBeenCalled()
    frame?.()
    expect(start).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(start).toHaveBeenCalledTimes(1)
  })
})
