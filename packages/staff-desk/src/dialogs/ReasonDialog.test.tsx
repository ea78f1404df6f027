import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ReasonDialog } from './ReasonDialog.tsx'

describe('ReasonDialog', () => {
  it('takes an optional reason, sent empty when none is given, then closes', async () => {
    const onConfirm = vi.fn(async () => {})
    const onClose = vi.fn()
    render(
      <ReasonDialog
        title="Dismiss the reports on “Essay.pdf”"
        confirmLabel="Dismiss reports"
        required={false}
        hint="It goes in the audit log."
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    )
    expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss reports' }))
    expect(onConfirm).toHaveBeenCalledWith('')
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('names its way back and its own missing-reason words where a desk needs them', async () => {
    const onClose = vi.fn()
    render(
      <ReasonDialog
        title="Cancel and refund order #12?"
        confirmLabel="Cancel and refund"
        cancelLabel="Back"
        danger
        required
        requiredMessage="Say why, for the student"
        onConfirm={async () => {}}
        onClose={onClose}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }))
    expect(screen.getByText('Say why, for the student')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel and refund' }).className).toContain('uk-button--danger')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
