import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormDialog } from '@unikit/design-system'
import { describe, expect, it } from 'vitest'
import { toasts } from '../../test/toasts.ts'
import { useDeskChange } from '../dialogs/useDeskChange.ts'
import { type Decision, DecisionButtons } from './DecisionButtons.tsx'

type File = { id: string; name: string }
const file: File = { id: 'f1', name: 'Essay.pdf' }

function renderButtons(decisions: Decision<File>[]) {
  const done: string[] = []
  render(<DecisionButtons item={file} decisions={decisions} onDone={() => done.push('reloaded')} />)
  return done
}

describe('DecisionButtons', () => {
  it('makes a decision without a reason at once: a toast, and the queue reloads', async () => {
    const made: string[] = []
    const done = renderButtons([
      {
        label: 'Publish',
        variant: 'primary',
        ariaLabel: (item) => `Publish ${item.name}`,
        run: async (item, reason) => made.push(`${item.id}:${reason}`),
        done: (item) => `“${item.name}” published`,
      },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Publish Essay.pdf' }))
    expect(made).toEqual(['f1:'])
    expect(toasts()).toEqual(['success: “Essay.pdf” published'])
    expect(done).toEqual(['reloaded'])
  })

  it('says why a decision made at once failed, and leaves the queue as it was', async () => {
    const done = renderButtons([
      {
        label: 'Publish',
        ariaLabel: (item) => `Publish ${item.name}`,
        run: async () => {
          throw new Error('refused')
        },
        readError: () => 'It was already published',
      },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Publish Essay.pdf' }))
    expect(toasts()).toEqual(['error: It was already published'])
    expect(done).toEqual([])
  })

  const hide = (run: Decision<File>['run']): Decision<File> => ({
    label: 'Hide',
    ariaLabel: (item) => `Hide: ${item.name}`,
    reason: {
      title: (item) => `Take down “${item.name}”`,
      confirmLabel: 'Take down',
      required: true,
      hint: 'It goes in the audit log.',
    },
    run,
    done: (item) => `“${item.name}” taken down`,
  })

  it('asks for a required reason first, and sends it trimmed', async () => {
    const reasons: string[] = []
    const done = renderButtons([hide(async (_item, reason) => reasons.push(reason))])
    await userEvent.click(screen.getByRole('button', { name: 'Hide: Essay.pdf' }))
    const dialog = screen.getByRole('dialog', { name: 'Take down “Essay.pdf”' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }))
    expect(within(dialog).getByText('Give a reason: it goes in the audit log')).toBeTruthy()
    expect(reasons).toEqual([])

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), '  Copied from a book  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }))
    expect(reasons).toEqual(['Copied from a book'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(toasts()).toEqual(['success: “Essay.pdf” taken down'])
    expect(done).toEqual(['reloaded'])
  })

  it('keeps the dialog and the reason when the service refuses the decision', async () => {
    renderButtons([
      {
        ...hide(async () => {
          throw new Error('gone')
        }),
        readError: () => 'This file is no longer in the archive',
      },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Hide: Essay.pdf' }))
    const dialog = screen.getByRole('dialog')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Spam')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }))
    expect(await within(dialog).findByText('This file is no longer in the archive')).toBeTruthy()
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /^Reason/ }).value).toBe('Spam')
    expect(toasts()).toEqual([])
  })

  it('opens a dialog of its own, which ends the decision through useDeskChange', async () => {
    function PublishDialog({
      item,
      onDone,
      onClose,
    }: {
      item: File
      onDone: () => void
      onClose: () => void
    }) {
      const { failure, change } = useDeskChange({ onDone, onClose })
      return (
        <FormDialog
          title={`Publish “${item.name}”`}
          submitLabel="Publish"
          alert={failure}
          onClose={onClose}
          onSubmit={() => change(async () => {}, `“${item.name}” published`)}
        >
          <p>In Marketing</p>
        </FormDialog>
      )
    }
    const done = renderButtons([
      {
        label: 'Publish',
        ariaLabel: (item) => `Publish ${item.name}`,
        dialog: (item, ends) => <PublishDialog item={item} {...ends} />,
      },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Publish Essay.pdf' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Publish “Essay.pdf”' })).getByRole('button', {
        name: 'Publish',
      }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(toasts()).toEqual(['success: “Essay.pdf” published'])
    expect(done).toEqual(['reloaded'])
  })
})
