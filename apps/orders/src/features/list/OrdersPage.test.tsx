import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '@unikit/auth'
import { dropConnections, restoreConnections } from '@unikit/config/vitest-drop-connections'
import { afterEach, describe, expect, it } from 'vitest'
import {
  asStaff,
  placeSampleCitation,
  signedInStaff,
  signedInStudent,
  studentSetStatus,
} from '../../../test/platform.ts'
import { renderOrders } from '../../../test/renderOrders.tsx'

afterEach(() => sessionStore.getState().signOut())

/** The rows of the list, each as its cells' values (a stacked table repeats its headers in the cells). */
const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.uk-table__cell-value')?.textContent ?? cell.textContent),
    )

describe('My orders', () => {
  it('Processing has Sample Citation and Research Assistant sub-tabs, each with what it costs and when it is available', async () => {
    await signedInStudent()
    const order = await placeSampleCitation()
    const user = userEvent.setup()
    const { router } = renderOrders('/order/processing')
    expect(await screen.findByRole('tab', { name: 'Sample Citation', selected: true })).toBeTruthy()
    await waitFor(() => expect(rows()[0]?.slice(0, 3)).toEqual([`#${order.id}`, 'Processing', 'Processing']))
    expect(screen.getByRole('columnheader', { name: 'Available by' })).toBeTruthy()

    await asStaff('/api/private/order/set_status', {
      id: order.id,
      status: 'admin_accepted',
      citation_count: 2,
    })
    await user.click(screen.getByRole('tab', { name: 'Research Assistant' }))
    expect(router.state.location.search).toBe('?type=ra')
    expect(
      await screen.findByRole('heading', { name: 'No orders under way: Research Assistant' }),
    ).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: 'Sample Citation' }))
    await waitFor(() => expect(rows()[0]?.[1]).toBe('2 × 2.999 ₫'))
    expect(rows()[0]?.[3]).toBe('Quote ready')
  })

  it('History says how each order ended, and charges only what was paid', async () => {
    await signedInStudent(50_000)
    const declinedByMe = await placeSampleCitation('Mine to decline')
    await asStaff('/api/private/order/set_status', {
      id: declinedByMe.id,
      status: 'admin_accepted',
      citation_count: 5,
    })
    await studentSetStatus({ id: declinedByMe.id, status: 'customer_declined' })
    const declinedByUnikit = await placeSampleCitation('Not a Word file')
    await asStaff('/api/private/order/set_status', {
      id: declinedByUnikit.id,
      status: 'admin_declined',
      reason: 'The file is empty.',
    })
    const cancelled = await placeSampleCitation('To be cancelled')
    await asStaff('/api/private/order/set_status', {
      id: cancelled.id,
      status: 'admin_accepted',
      citation_count: 2,
    })
    await studentSetStatus({ id: cancelled.id, status: 'customer_accepted' })
    await asStaff('/api/private/order/set_status', {
      id: cancelled.id,
      status: 'admin_declined',
      reason: 'Sorry',
    })

    renderOrders('/order/history')
    await waitFor(() => expect(rows()).toHaveLength(3))
    const outcome = (id: number) => {
      const row = rows().find((cells) => cells[0] === `#${id}`)!
      return [row[2], row.at(-1)]
    }
    expect(outcome(declinedByMe.id)).toEqual(['Declined by you', 'Nothing charged'])
    expect(outcome(declinedByUnikit.id)).toEqual(['Declined by Unikit', 'Nothing charged'])
    expect(outcome(cancelled.id)).toEqual(['Cancelled and refunded', 'Refunded 5.998 ₫'])
    expect(screen.getByRole('columnheader', { name: 'Finish day' })).toBeTruthy()
  })

  it('says when the list could not be loaded, and Retry loads it', async () => {
    await signedInStudent()
    dropConnections(/order\/list/)
    const user = userEvent.setup()
    renderOrders('/order/history')
    expect(
      await screen.findByText('Your orders could not be loaded', undefined, { timeout: 8000 }),
    ).toBeTruthy()
    restoreConnections()
    await user.click(screen.getByRole('button', { name: /Retry/ }))
    expect(
      await screen.findByRole('heading', { name: 'No finished orders yet: Sample Citation' }),
    ).toBeTruthy()
  })

  it('is not a staff page: staff are sent to the desk', async () => {
    await signedInStaff()
    renderOrders('/order/processing')
    expect(await screen.findByRole('heading', { name: 'Staff accounts cannot place orders' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the orders desk' }).getAttribute('href')).toBe(
      '/staff/orders',
    )
  })
})
