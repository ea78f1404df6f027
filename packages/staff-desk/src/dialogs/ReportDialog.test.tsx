import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { toasts } from '../../test/toasts.ts'
import { ReportDialog } from './ReportDialog.tsx'

const reasons = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'copyright', label: 'It is my work, shared without my consent' },
] as const

function Page({ send }: { send: (reason: string, note: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      <ReportDialog
        open={open}
        title="Report this file"
        description="“Essay.pdf”. Staff read every report."
        reasons={reasons}
        onSend={send}
        sentMessage="Thank you: staff will review this file."
        onClose={() => setOpen(false)}
      />
    </>
  )
}

describe('ReportDialog', () => {
  it('asks why, then sends the reason and the trimmed note and thanks the student', async () => {
    const sent: string[] = []
    render(<Page send={async (reason, note) => sent.push(`${reason}|${note}`)} />)
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    const dialog = screen.getByRole('dialog', { name: 'Report this file' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose why you are reporting it')
    expect(sent).toEqual([])

    await userEvent.click(within(dialog).getByRole('radio', { name: reasons[1].label }))
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Anything staff should know/ }),
      ' Mine, 2024 ',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(sent).toEqual(['copyright|Mine, 2024'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(toasts()).toEqual(['success: Thank you: staff will review this file.'])
  })

  it('keeps what was chosen and typed when the report is refused, and starts blank when opened again', async () => {
    render(
      <Page
        send={async () => {
          throw new Error('You have already reported this file.')
        }}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    let dialog = screen.getByRole('dialog')
    await userEvent.click(within(dialog).getByRole('radio', { name: reasons[0].label }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Anything staff/ }), 'Ads')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    )
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: reasons[0].label }).checked).toBe(true)
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Anything staff/ }).value).toBe(
      'Ads',
    )

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: reasons[0].label }).checked).toBe(
      false,
    )
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Anything staff/ }).value).toBe(
      '',
    )
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })
})
