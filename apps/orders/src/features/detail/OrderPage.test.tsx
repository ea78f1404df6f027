import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { callAs, expectFailedLoad, pageAs, tokenOf } from '@unikit/auth/testing'
import { dropConnections } from '@unikit/config/vitest-drop-connections'
import { describe, expect, it } from 'vitest'
import {
  accept,
  deliver,
  deliveredOrder,
  newStudentPage,
  placeSampleCitation,
  quote,
} from '../../../test/ordersService.ts'
import { renderOrders } from '../../../test/renderOrders.tsx'

const messages = () => screen.findByRole('region', { name: 'Messages' })

describe('one order', () => {
  it('says it is loading, then shows the order, its quote, what the student can do and its history', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await quote(await tokenOf('staff'), order.id, 2)
    await pageAs('student')
    renderOrders(`/order/${order.id}`)
    expect(screen.getByRole('status').textContent).toContain('Loading the order')
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${order.id}: Sample Citation` }),
    ).toBeTruthy()
    const details = screen.getByRole('region', { name: 'Details' })
    expect(within(details).getByText('Cite my sources in RMIT Harvard')).toBeTruthy()
    expect(
      within(details).getByRole('button', { name: new RegExp(`^Accept and pay .+ for order #${order.id}$`) }),
    ).toBeTruthy()
    const history = screen.getByRole('region', { name: 'History' })
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/You placed the order/), expect.stringMatching(/Our staff quoted/)])
  })

  it("says there is no such order for another student's or a wrong number", async () => {
    await pageAs('student')
    renderOrders('/order/999999')
    expect((await screen.findByRole('alert')).textContent).toContain('No such order')
  })

  it('says why the order could not be loaded when the session is gone', async () => {
    renderOrders('/order/1')
    await expectFailedLoad('The order could not be loaded')
  })

  it('says how a cancelled order ended: refunded, with the amount, and the reason once', async () => {
    const student = await newStudentPage(20_000)
    const staff = await tokenOf('staff')
    const order = await placeSampleCitation(student)
    await quote(staff, order.id, 2)
    await accept(student, order.id)
    await callAs(staff, 'order/set_status', { id: order.id, status: 'admin_declined', reason: 'No sources' })
    renderOrders(`/order/${order.id}`)
    expect(await screen.findByText(/^Cancelled by Unikit and refunded 5\.998 ₫ on /)).toBeTruthy()
    expect(screen.getByText('No sources.')).toBeTruthy()
    expect(screen.getByText('Refunded 5.998 ₫')).toBeTruthy()
  })
})

describe('an order’s thread', () => {
  it('starts empty, refuses an empty message, and shows what the student and staff wrote, in order', async () => {
    const student = await newStudentPage()
    const order = await placeSampleCitation(student)
    const user = userEvent.setup()
    renderOrders(`/order/${order.id}`)
    const thread = await messages()
    expect(await within(thread).findByText(/^No messages yet\./)).toBeTruthy()
    await user.click(within(thread).getByRole('button', { name: 'Send message' }))
    expect(within(thread).getByText('Write a message or attach a file')).toBeTruthy()
    const box = within(thread).getByRole('textbox', { name: /^Write to our staff/ }) as HTMLTextAreaElement
    await user.type(box, 'Can you cite in APA?')
    await user.click(within(thread).getByRole('button', { name: 'Send message' }))
    expect(await within(thread).findByText('Can you cite in APA?', { selector: 'p' })).toBeTruthy()
    expect(within(thread).getByText('You')).toBeTruthy()
    expect(box.value).toBe('')

    await callAs(await tokenOf('staff'), 'order/message/create', {
      order_id: order.id,
      body: 'RMIT Harvard only.',
    })
    cleanup()
    renderOrders(`/order/${order.id}`)
    const again = await messages()
    expect(await within(again).findByText('RMIT Harvard only.', undefined, { timeout: 5000 })).toBeTruthy()
    expect(within(again).getByText('Unikit staff')).toBeTruthy()
  })

  it('keeps what was typed and says why when a message could not be sent', async () => {
    const student = await newStudentPage()
    const order = await placeSampleCitation(student)
    const user = userEvent.setup()
    renderOrders(`/order/${order.id}`)
    const thread = await messages()
    const box = within(thread).getByRole('textbox', { name: /^Write to our staff/ }) as HTMLTextAreaElement
    await user.type(box, 'Is it late?')
    dropConnections(/message\/create/)
    await user.click(within(thread).getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'), { timeout: 8000 })
    expect(box.value).toBe('Is it late?')
  })
})

describe('a delivered order', () => {
  it('asks for a revision with what should change, then lists every delivery after the re-delivery', async () => {
    const student = await newStudentPage(20_000)
    const order = await deliveredOrder(student)
    const user = userEvent.setup()
    renderOrders(`/order/${order.id}`)
    await user.click(await screen.findByRole('button', { name: `Ask for a revision of order #${order.id}` }))
    const dialog = screen.getByRole('dialog', { name: `Ask for a revision of order #${order.id}` })
    expect(within(dialog).getByText(/^Up to 2 revisions, until/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the revision' }))
    expect(within(dialog).getByText('Say what should change')).toBeTruthy()
    await user.type(within(dialog).getByRole('textbox', { name: /^What should change/ }), 'Add page numbers')
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the revision' }))
    expect(await screen.findByText('Revision requested', { selector: '.uk-badge' })).toBeTruthy()

    await deliver(await tokenOf('staff'), order.id, 'Trích dẫn v2.docx')
    cleanup()
    renderOrders(`/order/${order.id}`)
    const every = await screen.findByRole('heading', { name: 'Every delivery' })
    const list = every.nextElementSibling as HTMLElement
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['First delivery: Trích dẫn.docx', 'Revision 1: Trích dẫn v2.docx'])
  })
})

describe('what staff see on an order', () => {
  it('the order and its thread, no student action', async () => {
    const order = await placeSampleCitation(await tokenOf('student'))
    await quote(await tokenOf('staff'), order.id, 2)
    await pageAs('staff')
    renderOrders(`/order/${order.id}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${order.id}: Sample Citation` }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Accept and pay/ })).toBeNull()
    expect(within(await messages()).getByRole('textbox', { name: /^Write to the student/ })).toBeTruthy()
  })
})
