import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './ConfirmDialog.tsx'

const base = {
  open: true,
  title: 'Remove citation',
  message: 'Remvove this citation?',
  confirmLabel: 'Remove',
  cancelLabel: 'Keep',
}

describe('ConfirmDialog', () => {
  it('is an alertdialog with the message as its description and focus on Cancel', () => {
    render(<ConfirmDialog {...base} onConfirm={() => {}} onCancel={() => {}} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Remove citation' })
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Remvove this citation?').id)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }))
  })

  it('confirms by keyboard: Tab to the confirm button and press Enter', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog {...base} danger onConfirm={onConfirm} onCancel={onCancel} />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.getByRole('button', { name: 'Remove' }).className).toContain('uk-button--danger')
    await user.keyboard('{Enter}')
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('cancels with Enter on the focused Cancel button and with Escape', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    render(<ConfirmDialog {...base} onConfirm={() => {}} onCancel={onCancel} />)
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
  })

  it('while busy: cannot be dismissed or confirmed twice', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog {...base} busy onConfirm={onConfirm} onCancel={onCancel} />)
    await user.keyboard('{Escape}')
    const confirm = screen.getByRole('button', { name: 'Remove' })
    expect(confirm.getAttribute('aria-busy')).toBe('true')
    await user.click(confirm)
    expect(onCancel).not.toHaveBeenCalled()
    expect(onConfirm).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Keep' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('renders nothing while closed', () => {
    render(<ConfirmDialog {...base} open={false} onConfirm={() => {}} onCancel={() => {}} />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
