import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expectFailedLoad, pageAs, pristinePageAs, tokenOf } from '@unikit/auth/testing'
import { toastStore } from '@unikit/design-system'
import { describe, expect, it } from 'vitest'
import { accept, newStudentPage, placeSampleCitation, quote } from '../../../test/ordersService.ts'
import { renderOrders } from '../../../test/renderOrders.tsx'

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)

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
const rowOf = (id: number) => rows().find((cells) => cells[0] === `#${id}`)

describe('My orders', () => {
  it('says when there is nothing under way or finished, with the way to order', async () => {
    await pristinePageAs('student')
    renderOrders('/order/processing')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No orders under way: Sample Citation' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Place an order' }).getAttribute('href')).toBe('/order/new')
    await userEvent.click(screen.getByRole('tab', { name: 'History' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No finished orders yet: Sample Citation' }),
    ).toBeTruthy()
  })

  it('says why the orders could not be loaded, with a Retry', async () => {
    renderOrders('/order/processing')
    await expectFailedLoad('Your orders could not be loaded')
  })

  it('Processing has Sample Citation and Research Assistant sub-tabs, each with its price and when it is available', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await pageAs('student')
    const router = renderOrders('/order/processing')
    expect(await screen.findByRole('tab', { name: 'Sample Citation', selected: true })).toBeTruthy()
    await waitFor(() => expect(rowOf(order.id)?.slice(1, 3)).toEqual(['Processing', 'Processing']))
    expect(screen.getByRole('columnheader', { name: 'Available by' })).toBeTruthy()

    await quote(await tokenOf('staff'), order.id, 2)
    await userEvent.click(screen.getByRole('tab', { name: 'Research Assistant' }))
    expect(router.state.location.search).toBe('?type=ra')
    await userEvent.click(screen.getByRole('tab', { name: 'Sample Citation' }))
    await waitFor(() => expect(rowOf(order.id)?.[1]).toBe('2 × 2.999 ₫'))
    expect(rowOf(order.id)?.[3]).toBe('Quote ready')
  })

  it('accepts and pays a quote from the list', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await quote(await tokenOf('staff'), order.id, 2)
    await pageAs('student')
    renderOrders('/order/processing')
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^Accept and pay .+ for order #${order.id}$`) }),
    )
    const confirm = screen.getByRole('alertdialog', { name: `Accept the quote for order #${order.id}?` })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept and pay' }))
    await waitFor(() => expect(toasts()).toContain('Quote accepted and paid'))
  })

  it('declines a quote at no charge', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await quote(await tokenOf('staff'), order.id, 1)
    await pageAs('student')
    renderOrders('/order/processing')
    await userEvent.click(await screen.findByRole('button', { name: `Decline order #${order.id}` }))
    const confirm = screen.getByRole('alertdialog', { name: `Decline the quote for order #${order.id}?` })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Decline quote' }))
    await waitFor(() => expect(toasts()).toContain('Quote declined: nothing was charged'))
    await waitFor(() => expect(rowOf(order.id)).toBeUndefined())
  })

  it('History says how each order ended, and charges only what was paid', async () => {
    const student = await newStudentPage(50_000)
    const staff = await tokenOf('staff')
    const setStatus = (token: string, body: object) =>
      fetch(`${location.origin}/api/private/order/set_status`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
      })
    const declinedByMe = await placeSampleCitation(student)
    await quote(staff, declinedByMe.id, 5)
    await setStatus(student, { id: declinedByMe.id, status: 'customer_declined' })
    const declinedByUnikit = await placeSampleCitation(student)
    await setStatus(staff, {
      id: declinedByUnikit.id,
      status: 'admin_declined',
      reason: 'The file is empty.',
    })
    const cancelled = await placeSampleCitation(student)
    await quote(staff, cancelled.id, 2)
    await accept(student, cancelled.id)
    await setStatus(staff, { id: cancelled.id, status: 'admin_declined', reason: 'Sorry' })

    renderOrders('/order/history')
    await waitFor(() => expect(rows()).toHaveLength(3))
    const outcome = (id: number) => [rowOf(id)?.[2], rowOf(id)?.at(-1)]
    expect(outcome(declinedByMe.id)).toEqual(['Declined by you', 'Nothing charged'])
    expect(outcome(declinedByUnikit.id)).toEqual(['Declined by Unikit', 'Nothing charged'])
    expect(outcome(cancelled.id)).toEqual(['Cancelled and refunded', 'Refunded 5.998 ₫'])
    expect(screen.getByRole('columnheader', { name: 'Finish day' })).toBeTruthy()
  })

  it('is not a staff page: staff are sent to the desk', async () => {
    await pageAs('staff')
    renderOrders('/order/processing')
    expect(await screen.findByRole('heading', { name: 'Staff accounts cannot place orders' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the orders desk' }).getAttribute('href')).toBe(
      '/staff/orders',
    )
  })
})
