import type { SignedIn } from '@unikit/accounts/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningOrders, startOrders } from '../testing/startOrders.ts'

let orders: RunningOrders
let staff: SignedIn

beforeAll(async () => {
  orders = await startOrders()
  staff = await orders.accounts.staff()
})
afterAll(() => orders.close())

describe("the orders desk's audit log", () => {
  it('names the staff member, the order by number and kind, and the top-up by its reference', async () => {
    const student = await orders.accounts.student()
    const order = await orders.placeSampleCitation(student)
    const quoted = await orders.setStatus(staff, {
      id: order.id,
      status: 'admin_accepted',
      citation_count: 3,
    })
    expect(quoted.status).toBe(200)
    const topup = (await orders.call(student, 'POST', '/api/private/order/topup', { amount: 100_000 })).body
      .data
    const rejected = await orders.call(staff, 'POST', '/api/private/order/topup/reject', {
      id: topup.id,
      reason: 'No transfer arrived',
    })
    expect(rejected.status).toBe(200)

    const audit = await orders.call(staff, 'GET', '/api/private/orders/staff/audit?limit=2')
    expect(audit.body.data).toMatchObject([
      { subjectType: 'topup', subjectName: `Top-up ${topup.reference}`, actorEmail: staff.email },
      { subjectType: 'order', subjectName: `#${order.id} Sample Citation`, actorEmail: staff.email },
    ])
    expect(audit.body.data[0].actorName).toEqual(expect.any(String))
  })
})
