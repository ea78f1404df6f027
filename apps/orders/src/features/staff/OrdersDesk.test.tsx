import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { callAs, pageAs, tokenOf } from '@unikit/auth/testing'
import { formatVnd, toastStore } from '@unikit/design-system'
import { decideWithReason, itShowsTheDeskStates } from '@unikit/staff-desk/testing'
import { describe, expect, it } from 'vitest'
import { accept, askTopup, deliveredOrder, placeSampleCitation, quote } from '../../../test/ordersService.ts'
import { renderOrders } from '../../../test/renderOrders.tsx'

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)
const dialog = (name: string) => screen.getByRole('dialog', { name })

describe('the orders desk', () => {
  itShowsTheDeskStates(() => renderOrders('/staff/orders'))

  it('quotes an order: the price as the count is typed, a count refused, and the order leaves the queue', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await pageAs('staff')
    renderOrders('/staff/orders')
    await userEvent.click(await screen.findByRole('button', { name: `Quote order #${order.id}` }))
    const quoting = dialog(`Quote order #${order.id}`)
    await userEvent.click(within(quoting).getByRole('button', { name: 'Send quote' }))
    expect(within(quoting).getByText('Enter the number of citations, from 1')).toBeTruthy()
    await userEvent.type(within(quoting).getByRole('textbox', { name: 'Citations' }), '3')
    expect(within(quoting).getByText(`Price: ${formatVnd(3 * 2_999)}`)).toBeTruthy()
    await userEvent.click(within(quoting).getByRole('button', { name: 'Send quote' }))
    await waitFor(() => expect(toasts()).toContain(`Quote sent for order #${order.id}`))
    await waitFor(() => expect(screen.queryByRole('button', { name: `Quote order #${order.id}` })).toBeNull())
  })

  it('keeps the dialog and what was typed when the service refuses a quote', async () => {
    const student = await tokenOf('student')
    const order = await placeSampleCitation(student)
    await pageAs('staff')
    renderOrders('/staff/orders')
    await userEvent.click(await screen.findByRole('button', { name: `Quote order #${order.id}` }))
    // Another member of staff quoted it meanwhile.
    await quote(await tokenOf('staff'), order.id)
    const quoting = dialog(`Quote order #${order.id}`)
    await userEvent.type(within(quoting).getByRole('textbox', { name: 'Citations' }), '4')
    await userEvent.click(within(quoting).getByRole('button', { name: 'Send quote' }))
    await waitFor(() =>
      expect(within(quoting).getByRole('textbox', { name: 'Citations' }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    )
    expect(within(quoting).getByRole<HTMLInputElement>('textbox', { name: 'Citations' }).value).toBe('4')
    expect(toasts()).toEqual([])
  })

  it('declines an order only with a reason for the student', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await pageAs('staff')
    renderOrders('/staff/orders')
    await userEvent.click(await screen.findByRole('button', { name: `Decline order #${order.id}` }))
    await decideWithReason({
      dialog: `Decline order #${order.id}?`,
      confirm: 'Decline',
      reason: 'No sources cited at all',
      missing: 'Say why, for the student',
    })
    await waitFor(() => expect(toasts()).toContain(`order #${order.id} declined`))
  })

  it('asks for the delivered file before delivering, and cancels a paid order with a refund', async () => {
    const student = await tokenOf('student')
    const order = await placeSampleCitation(student)
    await quote(await tokenOf('staff'), order.id, 1)
    await accept(student, order.id)
    await pageAs('staff')
    renderOrders('/staff/orders?tab=deliver')
    await userEvent.click(await screen.findByRole('button', { name: `Deliver order #${order.id}` }))
    const delivering = dialog(`Deliver order #${order.id}`)
    await userEvent.click(within(delivering).getByRole('button', { name: 'Deliver' }))
    expect(within(delivering).getByText('Upload the delivered file first')).toBeTruthy()
    await userEvent.click(within(delivering).getByRole('button', { name: 'Back' }))

    await userEvent.click(screen.getByRole('button', { name: `Cancel and refund order #${order.id}` }))
    expect(
      within(screen.getByRole('dialog', { name: `Cancel and refund order #${order.id}?` })).getByText(
        /goes back to the student's balance/,
      ),
    ).toBeTruthy()
    await decideWithReason({
      dialog: `Cancel and refund order #${order.id}?`,
      confirm: 'Cancel and refund',
      reason: 'The researcher fell ill',
    })
    await waitFor(() => expect(toasts()).toContain(`order #${order.id} cancelled and refunded`))
  })

  it('credits a top-up as much as arrived, and rejects another with a reason', async () => {
    const student = await tokenOf('student')
    const arrived = await askTopup(student, 200_000)
    const missing = await askTopup(student, 100_000)
    await pageAs('staff')
    renderOrders('/staff/orders?tab=topups')
    await userEvent.click(await screen.findByRole('button', { name: `Confirm top-up ${arrived.reference}` }))
    const confirming = dialog(`Confirm ${arrived.reference}`)
    const amount = within(confirming).getByRole('textbox', { name: 'Amount received (₫)' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '150000')
    await userEvent.click(within(confirming).getByRole('button', { name: `Credit ${formatVnd(150_000)}` }))
    await waitFor(() => expect(toasts()).toContain(`${formatVnd(150_000)} credited`))

    await userEvent.click(screen.getByRole('button', { name: `Reject top-up ${missing.reference}` }))
    await decideWithReason({
      dialog: `Reject ${missing.reference}?`,
      confirm: 'Reject',
      reason: 'Nothing arrived',
    })
    await waitFor(() => expect(toasts()).toContain(`${missing.reference} rejected`))
    const mine = await callAs<{ data: { id: number; status: string }[] }>(student, 'order/topup/list')
    expect(mine.data.find((topup) => topup.id === missing.id)?.status).toBe('rejected')
  })

  it('reads the audit log as who did what to which order', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await quote(await tokenOf('staff'), order.id, 2)
    await pageAs('staff')
    renderOrders('/staff/orders?tab=audit')
    const row = await screen.findByRole('row', {
      name: new RegExp(`Sent a quote for.*#${order.id} Sample Citation`),
    })
    expect(within(row).getByText('staff@rmit.edu.vn')).toBeTruthy()
  })

  it('lists a revision with what the student asked to change, for re-delivery, and a question waiting for staff', async () => {
    const student = await tokenOf('student')
    const order = await deliveredOrder(student)
    await callAs(student, 'order/set_status', {
      id: order.id,
      status: 'revision_requested',
      reason: 'Two citations miss their page numbers',
    })
    const asked = await placeSampleCitation(student)
    await callAs(student, 'order/message/create', { order_id: asked.id, body: 'Is APA 7 possible too?' })
    await pageAs('staff')

    renderOrders('/staff/orders?tab=revision')
    const revisions = await screen.findByRole('table', { name: 'Revisions asked for' })
    const revised = (
      await within(revisions).findByRole('link', { name: `#${order.id} Sample Citation` })
    ).closest('tr') as HTMLElement
    expect(within(revised).getByText('Two citations miss their page numbers')).toBeTruthy()
    expect(within(revised).getByRole('button', { name: `Deliver order #${order.id}` })).toBeTruthy()
    expect(
      within(revised)
        .getByRole('link', { name: `#${order.id} Sample Citation` })
        .getAttribute('href'),
    ).toBe(`/order/${order.id}`)

    await userEvent.click(screen.getByRole('tab', { name: 'Unanswered messages' }))
    const threads = await screen.findByRole('table', { name: 'Threads waiting for staff' })
    expect(await within(threads).findByRole('link', { name: `#${asked.id} Sample Citation` })).toBeTruthy()
  })
})
