import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expectFailedLoad, pageAs, pristinePageAs, tokenOf } from '@unikit/auth/testing'
import { toastStore } from '@unikit/design-system'
import { describe, expect, it } from 'vitest'
import { placeSampleCitation, quote } from '../../../test/ordersService.ts'
import { renderOrders } from '../../../test/renderOrders.tsx'

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)

describe('My orders', () => {
  it('says when there is nothing under way or finished, with the way to order', async () => {
    await pristinePageAs('student')
    renderOrders('/order/processing')
    expect(await screen.findByRole('heading', { level: 2, name: 'No orders under way' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Place an order' }).getAttribute('href')).toBe('/order/new')
    await userEvent.click(screen.getByRole('tab', { name: 'History' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'No finished orders yet' })).toBeTruthy()
  })

  it('says why the orders could not be loaded, with a Retry', async () => {
    renderOrders('/order/processing')
    await expectFailedLoad('Your orders could not be loaded')
  })

  it('lists an order waiting for its quote, then accepts and pays the quote', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await pageAs('student')
    renderOrders('/order/processing')
    const row = await screen.findByRole('row', { name: new RegExp(`#${order.id} Sample Citation`) })
    expect(within(row).getByText('Waiting for our quote')).toBeTruthy()

    await quote(await tokenOf('staff'), order.id, 2)
    await userEvent.click(screen.getByRole('tab', { name: 'History' }))
    await userEvent.click(screen.getByRole('tab', { name: 'Processing' }))
    await userEvent.click(await screen.findByRole('button', { name: `Accept and pay order #${order.id}` }))
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
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(`#${order.id} `) })).toBeNull())
  })
})
