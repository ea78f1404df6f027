import type { SignedIn } from '@unikit/accounts/testing'
import { INTERNAL_TOKEN_HEADER } from '@unikit/service-kit'
import { sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningOrders, startOrders } from '../testing/startOrders.ts'

let orders: RunningOrders
let staff: SignedIn

beforeAll(async () => {
  orders = await startOrders()
  staff = await orders.accounts.staff()
})
afterAll(() => orders.close())

const erase = (who: SignedIn) =>
  orders.app.inject({
    method: 'POST',
    url: '/internal/privacy/erase-user',
    headers: { [INTERNAL_TOKEN_HEADER]: orders.app.config.INTERNAL_TOKEN ?? '' },
    payload: { userId: who.userId, email: who.email },
  })

describe('POST /internal/privacy/erase-user in orders', () => {
  it('keeps the paid order and its money without the instruction, comment or files; a repeat changes nothing', async () => {
    const student = await orders.accounts.student({ balance: 100_000 })
    const order = await orders.placeSampleCitation(student, 'My essay on Nguyen Trai, for An')
    await orders.setStatus(staff, { id: order.id, status: 'admin_accepted', citation_count: 2 })
    await orders.setStatus(student, { id: order.id, status: 'customer_accepted' })
    const output = await orders.upload(staff, 'output', { bytes: sampleFiles.docx(), name: 'Out.docx' })
    await orders.setStatus(staff, { id: order.id, status: 'admin_done', file_output: output.body.data.id })
    await orders.call(student, 'POST', '/api/private/order/feedback/create', {
      order_id: order.id,
      score: 4,
      content: 'Thanks, from An',
    })
    const stray = await orders.upload(student, 'sc')
    const objectIds = [order.file_input?.id, output.body.data.id, stray.body.data.id] as string[]
    for (const id of objectIds) expect(await orders.app.storage.head(id)).not.toBeNull()

    const first = await erase(student)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      service: 'orders',
      changed: { files: 3, orders: 1, feedback: 1 },
    })

    const { db } = orders.app
    const row = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      user_id: student.userId,
      status: 'admin_done',
      price: 2 * 2_999,
      paid_amount: 2 * 2_999,
      instruction: '',
      file_input_id: null,
      file_output_id: null,
    })
    const feedback = await db
      .selectFrom('order_feedback')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute()
    expect(feedback).toEqual([expect.objectContaining({ score: 4, content: '' })])
    expect(await db.selectFrom('order_files').select('id').where('id', 'in', objectIds).execute()).toEqual([])
    for (const id of objectIds) expect(await orders.app.storage.head(id)).toBeNull()

    const again = await erase(student)
    expect(again.statusCode).toBe(200)
    expect(Object.values(again.json().changed).every((n) => n === 0)).toBe(true)
  })
})
