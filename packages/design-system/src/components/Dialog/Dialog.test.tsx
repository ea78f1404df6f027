import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, StrictMode, useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog, type DialogProps } from './Dialog.tsx'

type HarnessProps = Partial<Omit<DialogProps, 'open' | 'onClose' | 'title'>> & {
  onClose?: () => void
  body?: ReactNode
}

function Harness({ onClose, body, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.()
          setOpen(false)
        }}
        title="Sign In"
        {...props}
      >
        {body ?? (
          <>
            <label>
              Student number <input />
            </label>
            <button type="button">Submit</button>
          </>
        )}
      </Dialog>
    </>
  )
}

async function openHarness(props: HarnessProps = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  const opener = screen.getByRole('button', { name: 'Open' })
  await user.click(opener)
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Sign In' }) }
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens as a modal named by its title and described by its description', async () => {
    const { dialog } = await openHarness({ description: 'Use your student number' })
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Use your student number').id)
    expect(screen.getByRole('heading', { name: 'Sign In' })).not.toBeNull()
  })

  it('focuses the first control of the content, or initialFocusRef', async () => {
    await openHarness()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Student number' }))
  })

  it('focuses initialFocusRef when given', async () => {
    function WithRef() {
      const ref = useRef<HTMLButtonElement>(null)
      return (
        <Dialog open onClose={() => {}} title="T" initialFocusRef={ref}>
          <input aria-label="first" />
          <button ref={ref} type="button">
            Target
          </button>
        </Dialog>
      )
    }
    render(<WithRef />)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Target' }))
  })

  it('keeps Tab and Shift+Tab inside, going round past the last and the first control', async () => {
    const { user } = await openHarness()
    const close = screen.getByRole('button', { name: 'Close' })
    const submit = screen.getByRole('button', { name: 'Submit' })
    submit.focus()
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(submit)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Student number' }))
  })

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn()
    const { user, opener } = await openHarness({ onClose })
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes from its close button, reached by keyboard', async () => {
    const onClose = vi.fn()
    const { user, opener } = await openHarness({ onClose, closeLabel: 'Close sign in' })
    const close = screen.getByRole('button', { name: 'Close sign in' })
    close.focus()
    await user.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn()
    const { user, dialog } = await openHarness({ onClose })
    await user.click(screen.getByRole('heading', { name: 'Sign In' }))
    expect(onClose).not.toHaveBeenCalled()
    await user.click(dialog)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('when not dismissible: Escape and backdrop do nothing and there is no close button', async () => {
    const onClose = vi.fn()
    const { user, dialog } = await openHarness({ onClose, dismissible: false })
    await user.keyboard('{Escape}')
    await user.click(dialog)
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBe(dialog)
  })

  it('leaves Escape to a child that handled it', async () => {
    const onClose = vi.fn()
    const { user } = await openHarness({
      onClose,
      body: <input aria-label="Search" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />,
    })
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('treats a native cancel request like Escape', async () => {
    const onClose = vi.fn()
    const { dialog } = await openHarness({ onClose })
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('keeps React in charge when the dialog closes natively', async () => {
    const onClose = vi.fn()
    const { dialog } = await openHarness({ onClose })
    ;(dialog as HTMLDialogElement).close()
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('ignores a stale close event that arrives after the dialog reopened', async () => {
    const onClose = vi.fn()
    const { dialog } = await openHarness({ onClose })
    fireEvent(dialog, new Event('close'))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBe(dialog)
  })

  it('stays open under StrictMode, which runs its effects twice', () => {
    const onClose = vi.fn()
    render(
      <StrictMode>
        <Dialog open onClose={onClose} title="Strict" />
      </StrictMode>,
    )
    expect((screen.getByRole('dialog', { name: 'Strict' }) as HTMLDialogElement).open).toBe(true)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('reopens a non-dismissible dialog that closed natively', async () => {
    const { dialog } = await openHarness({ dismissible: false })
    ;(dialog as HTMLDialogElement).close()
    expect((dialog as HTMLDialogElement).open).toBe(true)
  })

  it('supports the alertdialog role and sizes', () => {
    render(
      <Dialog
        open
        onClose={() => {}}
        title="Remove?"
        role="alertdialog"
        size="sm"
        footer={<button type="button">OK</button>}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Remove?' })
    expect(dialog.className).toContain('uk-dialog--sm')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }))
  })
})
