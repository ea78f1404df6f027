import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DeskError } from './DeskError.tsx'

describe('DeskError', () => {
  it('tells a student plainly that the desk is for staff, with nothing to retry', () => {
    render(
      <DeskError
        title="The queue could not be loaded"
        error={{ status: 403, code: 'FORBIDDEN', message: 'Staff only' }}
        onRetry={() => {}}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('This is for Unikit staff only')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('shows any other failure with its message and a Retry', async () => {
    const onRetry = vi.fn()
    render(
      <DeskError
        title="The queue could not be loaded"
        error={{ status: 0, code: 'NETWORK', message: 'Could not reach the server.' }}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the server.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
