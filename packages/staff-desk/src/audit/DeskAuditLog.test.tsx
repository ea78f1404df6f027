import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AuditEntry } from '@unikit/contracts/staff'
import { describe, expect, it } from 'vitest'
import { DeskAuditLog } from './DeskAuditLog.tsx'

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  actorId: '4f1c2e9a-0000-4000-8000-000000000001',
  actorName: 'Lan',
  actorEmail: 'lan@rmit.edu.vn',
  action: 'item.hide',
  subjectType: 'item',
  subjectId: '9b0d7c1e-0000-4000-8000-000000000002',
  subjectName: 'Framing in news.pdf',
  details: { name: 'Framing in news.pdf', reason: 'The reporter showed it is theirs', reports: 2 },
  createdAt: '2026-03-01T08:30:00Z',
  ...overrides,
})

const words = { 'item.hide': 'Took down' }

describe('DeskAuditLog', () => {
  it('reads as who did what to which record and when (each cell labelled on a phone), the entry as recorded behind a disclosure', async () => {
    render(<DeskAuditLog load={async () => [entry({})]} words={words} />)
    const row = await screen.findByRole('row', { name: /Took down/ })
    const cells = within(row).getAllByRole('cell')
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'When1 Mar 2026, 15:30',
      'WhoLanlan@rmit.edu.vn',
      'WhatTook downReason: The reporter showed it is theirs',
      'OnFraming in news.pdf',
    ])
    const details = row.querySelector('details')!
    expect(details.open).toBe(false)
    await userEvent.click(within(row).getByText('As recorded'))
    expect(details.open).toBe(true)
    expect(JSON.parse(details.querySelector('pre')!.textContent!)).toMatchObject({
      action: 'item.hide',
      details: { reports: 2 },
    })
  })

  it('falls back to the ids and the action code where nobody could name them', async () => {
    render(
      <DeskAuditLog
        load={async () => [
          entry({
            actorName: null,
            actorEmail: null,
            subjectName: null,
            action: 'item.archive',
            details: {},
          }),
          entry({
            id: '2',
            action: 'mail.resend',
            subjectType: 'mail',
            subjectName: null,
            subjectId: 'all-failed',
          }),
        ]}
        words={words}
      />,
    )
    const [first, second] = (await screen.findAllByRole('row')).slice(1)
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 4),
    ).toEqual([
      'Who4f1c2e9a-0000-4000-8000-000000000001',
      'Whatitem.archive',
      'Onitem 9b0d7c1e-0000-4000-8000-000000000002',
    ])
    expect(within(second!).getByText('Put failed mail back in the queue')).toBeTruthy()
  })

  it('says when no staff member has acted yet', async () => {
    render(<DeskAuditLog load={async () => []} words={words} />)
    expect(await screen.findByRole('heading', { level: 2, name: 'No staff action yet' })).toBeTruthy()
  })

  it('says it is loading, and a failure with a Retry', async () => {
    let calls = 0
    render(
      <DeskAuditLog
        load={async () => {
          calls += 1
          if (calls === 1) throw new Error('offline')
          return [entry({})]
        }}
        words={words}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Loading the audit log')
    expect((await screen.findByRole('alert')).textContent).toContain('The audit log could not be loaded')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('row', { name: /Took down/ })).toBeTruthy()
  })
})
