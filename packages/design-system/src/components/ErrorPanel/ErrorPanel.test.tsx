import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ErrorPanel } from './ErrorPanel.tsx'

describe('ErrorPanel', () => {
  it('is an alert with a Retry button reachable by keyboard', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(
      <ErrorPanel title="The archive could not load" message="Check your connection." onRetry={onRetry} />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The archive could not load')
    expect(alert.textContent).toContain('Check your connection.')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry' }))
    await user.keyboard('{Enter}')
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('takes a retry label and has no button without onRetry', () => {
    const { rerender } = render(<ErrorPanel title="Failed" onRetry={() => {}} retryLabel="Try again" />)
    expect(screen.getByRole('button', { name: 'Try again' })).not.toBeNull()
    rerender(<ErrorPanel title="Failed" />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
