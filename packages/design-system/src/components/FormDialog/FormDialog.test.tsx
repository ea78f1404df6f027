import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from '../TextField/TextField.tsx'
import { FormDialog } from './FormDialog.tsx'

function RenameDialog({ save, onClose }: { save: (name: string) => Promise<void>; onClose: () => void }) {
  const [name, setName] = useState('Week 3')
  const [failure, setFailure] = useState<string>()
  return (
    <FormDialog
      title="Rename"
      submitLabel="Rename"
      alert={failure}
      onClose={onClose}
      onSubmit={async () => {
        try {
          await save(name)
        } catch (error) {
          setFailure((error as Error).message)
        }
      }}
    >
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
    </FormDialog>
  )
}

describe('FormDialog', () => {
  it('submits with Enter in a field, once, and keeps what was typed when the work fails', async () => {
    const user = userEvent.setup()
    let finish: (error?: Error) => void = () => {}
    const save = vi.fn(
      () => new Promise<void>((resolve, reject) => (finish = (e) => (e ? reject(e) : resolve()))),
    )
    const onClose = vi.fn()
    render(<RenameDialog save={save} onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Rename' })
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' notes{Enter}')
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    expect(save).toHaveBeenCalledOnce()
    expect(save).toHaveBeenCalledWith('Week 3 notes')
    expect(screen.getByRole('button', { name: 'Rename' }).getAttribute('aria-busy')).toBe('true')
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true)
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()

    finish(new Error('A folder with this name exists already'))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'A folder with this name exists already',
    )
    expect(dialog.isConnected).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Week 3 notes')
  })

  it('closes from Cancel, and shows a red submit for an action that takes something away', async () => {
    const onClose = vi.fn()
    render(
      <FormDialog title="Delete" submitLabel="Delete" danger onSubmit={() => {}} onClose={onClose}>
        <p>It cannot be undone.</p>
      </FormDialog>,
    )
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('uk-button--danger')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
