import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSubmission } from './useSubmission.ts'

describe('useSubmission', () => {
  it('is pending while the work runs, and runs it once however often it is asked', async () => {
    const { result } = renderHook(() => useSubmission())
    let finish = () => {}
    let runs = 0
    const work = () =>
      new Promise<void>((resolve) => {
        runs += 1
        finish = resolve
      })
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = result.current.run(work)
      void result.current.run(work)
    })
    expect(result.current.pending).toBe(true)
    expect(runs).toBe(1)
    await act(async () => {
      finish()
      await first
    })
    expect(result.current.pending).toBe(false)
  })

  it('ends the pending state when the work fails, and lets the caller see the failure', async () => {
    const { result } = renderHook(() => useSubmission())
    let caught: unknown
    await act(async () => {
      await result.current
        .run(async () => {
          throw new Error('refused')
        })
        .catch((error: unknown) => {
          caught = error
        })
    })
    expect((caught as Error).message).toBe('refused')
    expect(result.current.pending).toBe(false)
    await act(() => result.current.run(() => {}))
    expect(result.current.pending).toBe(false)
  })
})
