import type { SignedIn } from '@unikit/accounts/testing'
import { sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningOrders, startOrders } from '../../testing/startOrders.ts'

let orders: RunningOrders
let staff: SignedIn

beforeAll(async () => {
  orders = await startOrders()
  staff = await orders.accounts.staff()
})
afterAll(() => orders.close())

/** A Sample Citation quoted, paid and delivered with `name`; the order id and the delivered file's id. */
async function deliveredOrder(student: SignedIn, name = 'Trích dẫn.docx') {
  const order = await orders.placeSampleCitation(student)
  await orders.setStatus(staff, { id: order.id, status: 'admin_accepted', citation_count: 2 })
  await orders.setStatus(student, { id: order.id, status: 'customer_accepted' })
  return { id: order.id, file: await deliver(order.id, name) }
}

async function deliver(orderId: number, name: string) {
  const output = await orders.upload(staff, 'output', { bytes: sampleFiles.docx(), name })
  const answer = await orders.setStatus(staff, {
    id: orderId,
    status: 'admin_done',
    file_output: output.body.data.id,
  })
  expect(answer.status).toBe(200)
  return output.body.data.id as string
}

const revise = (who: SignedIn, id: number, reason?: string) =>
  orders.setStatus(who, { id, status: 'revision_requested', ...(reason === undefined ? {} : { reason }) })

describe('revisions', () => {
  it('are asked for with a reason, queued for staff, re-delivered as a new file with the earlier one kept', async () => {
    const student = await orders.accounts.student({ balance: 20_000 })
    const { id, file: first } = await deliveredOrder(student)

    expect(await revise(student, id)).toMatchObject({
      status: 400,
      body: { error: { code: 'DETAIL_REQUIRED' } },
    })
    const asked = await revise(student, id, 'Two citations miss their page numbers')
    expect(asked.body.data).toMatchObject({ status: 'revision_requested', revisions: 1 })

    const queue = await orders.call(staff, 'GET', '/api/private/order/staff/list?queue=revision')
    expect(queue.body.data.find((row: { id: number }) => row.id === id)).toMatchObject({
      status: 'revision_requested',
      revision_reason: 'Two citations miss their page numbers',
    })
    const processing = await orders.call(student, 'GET', '/api/private/order/list?status=revision_requested')
    expect(processing.body.data.map((row: { id: number }) => row.id)).toEqual([id])

    const second = await deliver(id, 'Trích dẫn v2.docx')
    const detail = await orders.call(student, 'GET', `/api/private/order/get?id=${id}`)
    expect(detail.body.data).toMatchObject({ status: 'admin_done', file_output: { id: second } })
    expect(
      detail.body.data.deliveries.map((row: { file: { name: string }; revision: number }) => [
        row.file.name,
        row.revision,
      ]),
    ).toEqual([
      ['Trích dẫn.docx', 0],
      ['Trích dẫn v2.docx', 1],
    ])
    expect(detail.body.events.at(-2)).toMatchObject({
      to: 'revision_requested',
      by: 'student',
      reason: 'Two citations miss their page numbers',
    })
    for (const file of [first, second]) {
      const download = await orders.app.inject({
        url: `/api/private/file/get?id=${file}`,
        headers: { authorization: `Bearer ${student.token}` },
      })
      expect(download.statusCode).toBe(200)
    }
    const titles = (await orders.notices(student)).data.map((notice) => notice.title)
    expect(titles[0]).toBe(`Order #${id}: your revision is delivered`)
    expect(titles).toContain(`Order #${id} is delivered`)
  })

  it('are at most two an order: a third is refused with REVISION_LIMIT_REACHED', async () => {
    const student = await orders.accounts.student({ balance: 20_000 })
    const { id } = await deliveredOrder(student)
    for (const n of [1, 2]) {
      expect((await revise(student, id, `Round ${n}`)).status).toBe(200)
      await deliver(id, `Round ${n}.docx`)
    }
    const third = await revise(student, id, 'Once more')
    expect(third).toMatchObject({ status: 409, body: { error: { code: 'REVISION_LIMIT_REACHED' } } })
    expect(third.body.error.message).toContain('2 revisions')
  })

  it('are refused after 7 days with REVISION_WINDOW_CLOSED, saying when it was delivered', async () => {
    const student = await orders.accounts.student({ balance: 20_000 })
    const { id } = await deliveredOrder(student)
    await orders.app.db
      .updateTable('orders')
      .set({ admin_done_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', id)
      .execute()
    const late = await revise(student, id, 'Too late?')
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'REVISION_WINDOW_CLOSED' } } })
    expect(late.body.error.message).toMatch(
      /within 7 days of delivery; this order was delivered on \d+ \w+ \d{4}/,
    )
  })

  it('are the student’s to ask: staff cannot, and another student finds no order', async () => {
    const student = await orders.accounts.student({ balance: 20_000 })
    const other = await orders.accounts.student()
    const { id } = await deliveredOrder(student)
    expect((await revise(staff, id, 'x')).status).toBe(403)
    expect((await revise(other, id, 'x')).status).toBe(404)
  })
})
