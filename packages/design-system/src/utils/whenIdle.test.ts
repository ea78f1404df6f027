import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './whenIdle.ts'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the browser to be idle, at most the timeout, and can be cancelled', () => {
    const calls: { timeout: number }[] = []
    let run: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      run = callback
      calls.push(options)
      return 7
    })
    const cancelled: number[] = []
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle))
    const work = vi.fn()
    const cancel = whenIdle(work, 1500)
    expect(work).not.toHaveBeenCalled()
    run?.()
    expect(work).toHaveBeenCalledTimes(1)
    expect(calls).toEqual([{ timeout: 1500 }])
    cancel()
    expect(cancelled).toEqual([7])
  })

  it('falls back to a short timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const work = vi.fn()
    whenIdle(work)
    vi.advanceTimersByTime(199)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
