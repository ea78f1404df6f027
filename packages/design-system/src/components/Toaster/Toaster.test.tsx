import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_TOASTS, toast, toastStore } from '../../stores/toastStore.ts'
import { Dialog } from '../Dialog/Dialog.tsx'
import { Toaster } from './Toaster.tsx'

beforeEach(() => {
  vi.useFakeTimers()
  toastStore.getState().clear()
})
afterEach(() => {
  vi.useRealTimers()
})

// Testing Library waits on real `setTimeout(0)`s between user-event steps; let the fake clock follow real time
// for those tests, while the timing assertions still move it explicitly.
const user = () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}
const region = () => screen.getByRole('region', { name: 'Notifications' })

describe('Toaster', () => {
  it('announces toasts raised from anywhere in a polite live region', () => {
    render(<Toaster />)
    act(() => {
      toast('Your citations were copied', { type: 'success' })
    })
    const live = region().querySelector('[aria-live="polite"]')!
    expect(within(live as HTMLElement).getByText('Your citations were copied')).not.toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('makes errors alerts', () => {
    render(<Toaster />)
    act(() => {
      toast('Search error: please try again', { type: 'error' })
    })
    expect(screen.getByRole('alert').textContent).toContain('Search error: please try again')
  })

  it('hides after 3 s by default, or after its own duration', () => {
    render(<Toaster />)
    act(() => {
      toast('three seconds')
      toast('five seconds', { duration: 5000 })
    })
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.queryByText('three seconds')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('three seconds')).toBeNull()
    expect(screen.queryByText('five seconds')).not.toBeNull()
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.queryByText('five seconds')).toBeNull()
  })

  it('can be dismissed by keyboard', async () => {
    const u = user()
    render(<Toaster />)
    act(() => {
      toast('Upload success', { type: 'success', duration: Number.POSITIVE_INFINITY })
    })
    await u.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }))
    await u.keyboard('{Enter}')
    expect(screen.queryByText('Upload success')).toBeNull()
  })

  it('pauses its timer while hovered', async () => {
    const u = user()
    render(<Toaster />)
    act(() => {
      toast('Hover me')
    })
    await u.hover(screen.getByText('Hover me'))
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.queryByText('Hover me')).not.toBeNull()
    await u.unhover(screen.getByText('Hover me'))
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.queryByText('Hover me')).toBeNull()
  })

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    render(<Toaster />)
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 2; i++) toast(`toast ${i}`)
    })
    expect(screen.queryByText('toast 1')).toBeNull()
    expect(screen.queryByText('toast 2')).toBeNull()
    expect(screen.queryByText(`toast ${MAX_TOASTS + 2}`)).not.toBeNull()
  })

  it('renders inside an open modal dialog, which would otherwise make it inert', () => {
    const { rerender } = render(
      <>
        <Toaster />
        <Dialog open onClose={() => {}} title="Sign In" />
      </>,
    )
    act(() => {
      toast('Sign-up done: we sent you an e-mail. Sign in now.', { type: 'success' })
    })
    const dialog = screen.getByRole('dialog', { name: 'Sign In' })
    expect(within(dialog).getByText('Sign-up done: we sent you an e-mail. Sign in now.')).not.toBeNull()
    rerender(
      <>
        <Toaster />
        <Dialog open={false} onClose={() => {}} title="Sign In" />
      </>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(region()).getByText('Sign-up done: we sent you an e-mail. Sign in now.')).not.toBeNull()
  })
})
