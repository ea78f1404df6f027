import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { toasts } from '../../test/toasts.ts'
import { QueueTable } from './QueueTable.tsx'

type Topup = { id: number; reference: string }

describe('QueueTable', () => {
  it('shows a row per record with its decisions last, and reloads after one', async () => {
    const done: string[] = []
    render(
      <QueueTable<Topup>
        caption="Top-ups waiting"
        rows={[
          { id: 1, reference: 'UNIKIT AB12CD' },
          { id: 2, reference: 'UNIKIT EF34GH' },
        ]}
        rowKey={(topup) => String(topup.id)}
        columns={[{ key: 'reference', header: 'Reference', render: (topup) => topup.reference }]}
        decisions={(topup) => [
          {
            label: 'Confirm',
            ariaLabel: () => `Confirm ${topup.reference}`,
            run: async () => {},
            done: () => `${topup.reference} credited`,
          },
        ]}
        onDone={() => done.push('reloaded')}
      />,
    )
    const table = screen.getByRole('table', { name: 'Top-ups waiting' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reference', 'Actions'])
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm UNIKIT EF34GH' }))
    expect(toasts()).toEqual(['success: UNIKIT EF34GH credited'])
    expect(done).toEqual(['reloaded'])
  })
})
