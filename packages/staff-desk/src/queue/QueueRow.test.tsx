import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QueueList } from './QueueList.tsx'
import { QueueRow } from './QueueRow.tsx'

describe('QueueRow', () => {
  it('shows the record by name, its facts, what students reported, and the decisions', () => {
    render(
      <QueueList label="Reported files">
        <QueueRow
          title="Marketing plan.pdf"
          meta="Sent by Minh"
          facts={[
            { label: 'Folder', value: 'MKTG1205' },
            { label: 'Type', value: 'PDF, 1.2 MB' },
          ]}
          reports={[
            { reason: 'Copyright', note: 'My own essay', at: '2026-03-01T08:30:00Z' },
            { reason: 'Spam', by: 'account verified 2 days before' },
          ]}
          reportsLabel="Reports on Marketing plan.pdf"
          actions={<button type="button">Hide</button>}
        >
          <p>Preview</p>
        </QueueRow>
      </QueueList>,
    )
    const row = within(screen.getByRole('list', { name: 'Reported files' })).getAllByRole('listitem')[0]!
    expect(within(row).getByRole('heading', { level: 2, name: 'Marketing plan.pdf' })).toBeTruthy()
    expect(within(row).getByText('Sent by Minh')).toBeTruthy()
    expect(within(row).getByText('Folder').tagName).toBe('DT')
    expect(within(row).getByText('MKTG1205').tagName).toBe('DD')
    const reports = within(row).getByRole('list', { name: 'Reports on Marketing plan.pdf' })
    expect(
      within(reports)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Copyright: My own essay (1 Mar 2026, 15:30)', 'Spam · account verified 2 days before'])
    expect(within(row).getByRole('button', { name: 'Hide' })).toBeTruthy()
  })

  it('leaves out what a row does not have', () => {
    render(
      <ul>
        <QueueRow meta="Insight 4" reports={[]} />
      </ul>,
    )
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Reports' })).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
