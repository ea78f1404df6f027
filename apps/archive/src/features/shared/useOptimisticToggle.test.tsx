import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useOptimisticToggle } from './useOptimisticToggle.ts'

describe('useOptimisticToggle', () => {
  it('sends the change even when nobody listens for its answer', async () => {
    const send = vi.fn(async (on: boolean) => on)
    const { result } = renderHook(() => useOptimisticToggle(false, send))
    await act(() => result.current.toggle())
    expect(send).toHaveBeenCalledWith(true)
    expect(result.current.on).toBe(true)
  })

  it('goes back when the call fails', async () => {
    const { result } = renderHook(() =>
      useOptimisticToggle(false, async () => {
        throw new Error('down')
      }),
    )
    await act(() => result.current.toggle())
    expect(result.current.on).toBe(false)
  })
})
