import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '@unikit/auth'
import { dropConnections } from '@unikit/config/vitest-drop-connections'
import { afterEach, describe, expect, it } from 'vitest'
import {
  asStaff,
  deliver,
  deliveredOrder,
  placeSampleCitation,
  signedInStaff,
  signedInStudent,
  studentSetStatus,
} from '../../../test/platform.ts'
import { renderOrders } from '../../../test/renderOrders.tsx'

afterEach(() => sessionStore.getState().signOut())

const messages = () => screen.findByRole('region', { name: 'Messages' })

describe('an order’s thread', () => {
  it('starts empty, refuses an empty message, and shows what the student and staff wrote, in order', async () => {
    await signedInStudent()
    const order = await placeSampleCitation()
    const user = userEvent.setup()
    const first = renderOrders(`/order/${order.id}`)
    const thread = await messages()
    expect(await within(thread).findByText(/^No messages yet\./)).toBeTruthy()
    await user.click(within(thread).getByRole('button', { name: 'Send message' }))
    expect(within(thread).getByText('Write a message or attach a file')).toBeTruthy()
    await user.type(
      within(thread).getByRole('textbox', { name: /^Write to our staff/ }),
      'Can you cite in APA?',
    )
    await user.click(within(thread).getByRole('button', { name: 'Send message' }))
    expect(await within(thread).findByText('Can you cite in APA?', { selector: 'p' })).toBeTruthy()
    expect(within(thread).getByText('You')).toBeTruthy()
    expect(
      (within(thread).getByRole('textbox', { name: /^Write to our staff/ }) as HTMLTextAreaElement).value,
    ).toBe('')
    await asStaff('/api/private/order/message/create', {
      order_id: order.id,
      body: 'RMIT Harvard only, sorry.',
    })
    first.unmount()
    renderOrders(`/order/${order.id}`)
    const again = await messages()
    expect(
      await within(again).findByText('RMIT Harvard only, sorry.', undefined, { timeout: 5000 }),
    ).toBeTruthy()
    expect(within(again).getByText('Unikit staff')).toBeTruthy()
  })

  it('keeps what was typed and says why when a message could not be sent', async () => {
    await signedInStudent()
    const order = await placeSampleCitation()
    const user = userEvent.setup()
    renderOrders(`/order/${order.id}`)
    const thread = await messages()
    const box = within(thread).getByRole('textbox', { name: /^Write to our staff/ }) as HTMLTextAreaElement
    await user.type(box, 'Is it late?')
    dropConnections(/message\/create/)
    await user.click(within(thread).getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'))
    expect(box.value).toBe('Is it late?')
  })
})

describe('a delivered order', () => {
  it('asks for a revision with what should change, then lists every delivery after the re-delivery', async () => {
    await signedInStudent(20_000)
    const order = await deliveredOrder()
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

    await deliver(order.id, 'Trich dan v2.docx')
    renderOrders(`/order/${order.id}`)
    const every = await screen.findByRole('heading', { name: 'Every delivery' })
    const list = every.nextElementSibling as HTMLElement
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['First delivery: Trích dẫn.docx', 'Revision 1: Trich dan v2.docx'])
  })

  it('says how a cancelled order ended: refunded, with the amount', async () => {
    await signedInStudent(20_000)
    const order = await placeSampleCitation()
    await asStaff('/api/private/order/set_status', {
      id: order.id,
      status: 'admin_accepted',
      citation_count: 2,
    })
    await studentSetStatus({ id: order.id, status: 'customer_accepted' })
    await asStaff('/api/private/order/set_status', {
      id: order.id,
      status: 'admin_declined',
      reason: 'No sources',
    })
    renderOrders(`/order/${order.id}`)
    expect(await screen.findByText(/^Cancelled by Unikit and refunded 5\.998 ₫ on /)).toBeTruthy()
    expect(screen.getByText('No sources.')).toBeTruthy()
    expect(screen.getByText('Refunded 5.998 ₫')).toBeTruthy()
  })
})

describe('what staff see on an order', () => {
  it('the order and its thread, no student action', async () => {
    await signedInStudent(20_000)
    const order = await placeSampleCitation()
    await asStaff('/api/private/order/set_status', {
      id: order.id,
      status: 'admin_accepted',
      citation_count: 2,
    })
    sessionStore.getState().signOut()
    await signedInStaff()
    renderOrders(`/order/${order.id}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${order.id}: Sample Citation` }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Accept and pay/ })).toBeNull()
    expect(within(await messages()).getByRole('textbox', { name: /^Write to the student/ })).toBeTruthy()
  })
})
