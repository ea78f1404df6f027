import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { toastStore } from '../stores/toastStore.ts'
import { useOptimisticToggle } from './useOptimisticToggle.ts'

const failureMessage = () => 'Could not save that.'

describe('useOptimisticToggle', () => {
  it('sends the change even when nobody listens for its answer', async () => {
    const send = vi.fn(async (on: boolean) => on)
    const { result } = renderHook(() => useOptimisticToggle(false, send, { failureMessage }))
    await act(() => result.current.toggle())
    expect(send).toHaveBeenCalledWith(true)
    expect(result.current.on).toBe(true)
  })

  it('goes back when the call fails, and says why in the words given', async () => {
    const { result } = renderHook(() =>
      useOptimisticToggle(
        false,
        async () => {
          throw new Error('down')
        },
        { failureMessage },
      ),
    )
    await act(() => result.current.toggle())
    expect(result.current.on).toBe(false)
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('Could not save that.')
  })
})
