import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Table, type TableColumn } from './Table.tsx'

type Order = { id: string; count: number; status: string }

const columns: TableColumn<Order>[] = [
  { key: 'id', header: 'Order #', width: '8rem' },
  { key: 'count', header: 'Citation Count', align: 'end' },
  { key: 'status', header: 'Status', render: (row) => <strong>{row.status.toUpperCase()}</strong> },
]
const rows: Order[] = [
  { id: 'A1', count: 3, status: 'new' },
  { id: 'A2', count: 7, status: 'done' },
]

describe('Table', () => {
  it('is a real table named by its caption, with column headers and cells', () => {
    render(<Table caption="Processing orders" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    const table = screen.getByRole('table', { name: 'Processing orders' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['Order #', 'Citation Count', 'Status'])
    const bodyRows = within(table).getAllByRole('row').slice(1)
    expect(bodyRows).toHaveLength(2)
    expect(
      within(bodyRows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['A2', '7', 'DONE'])
    expect(table.querySelector('col')?.getAttribute('style')).toContain('width: 8rem')
  })

  it('can hide its caption visually while keeping the name', () => {
    render(<Table caption="Orders" captionHidden columns={columns} rows={rows} rowKey={(r) => r.id} />)
    const caption = screen.getByRole('table', { name: 'Orders' }).querySelector('caption')
    expect(caption?.className).toContain('uk-visually-hidden')
  })

  it('shows the empty message across all columns', () => {
    render(<Table caption="Orders" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No orders yet" />)
    const cell = screen.getByRole('cell', { name: 'No orders yet' })
    expect(cell.getAttribute('colspan')).toBe('3')
  })

  it('while loading: busy, with a spinner instead of rows', () => {
    render(<Table caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.id} loading />)
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading')
    expect(screen.queryByText('A1')).toBeNull()
  })

  it('stacked layout repeats each header inside its cells, hidden from screen readers', () => {
    render(<Table caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.id} responsive="stack" />)
    const firstCell = screen.getAllByRole('cell')[0]!
    const label = firstCell.querySelector('.uk-table__cell-label')
    expect(label?.textContent).toBe('Order #')
    expect(label?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('cell', { name: 'A1' })).toBe(firstCell)
  })

  it('is no extra Tab stop while it fits', () => {
    render(<Table caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    expect(screen.queryByRole('region')).toBeNull()
  })
})
