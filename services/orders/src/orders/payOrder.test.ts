import type { SignedIn } from '@unikit/accounts/testing'
import { sampleCitationPricePerCitation as perCitation } from '@unikit/contracts/orders'
import { testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountsClient } from '../accounts/accountsClient.ts'
import { findOrder, moveStatus } from '../db/orders.ts'
import { type RunningOrders, startOrders } from '../testing/startOrders.ts'
import { chargeKey } from './payOrder.ts'
import { reconcileOrders } from './reconcileOrders.ts'

let orders: RunningOrders
let staff: SignedIn

beforeAll(async () => {
  orders = await startOrders({ PAYMENT_RECOVERY_AFTER_MS: 0 })
  staff = await orders.accounts.staff()
})
afterAll(() => orders.close())

/** A Sample Citation of `citations` citations, quoted by staff and waiting for the student. */
async function quotedOrder(student: SignedIn, citations = 1) {
  const order = await orders.placeSampleCitation(student)
  const quoted = await orders.setStatus(staff, {
    id: order.id,
    status: 'admin_accepted',
    citation_count: citations,
  })
  expect(quoted.status).toBe(200)
  return order
}

const lookup = (orderId: number) => accountsClient(orders.app.config).lookup(chargeKey(orderId))

describe.runIf(testDatabaseKind() === 'postgres')('paying on PostgreSQL, many at once', () => {
  it('50 accepts against a balance for 10: 10 are paid, 40 told the shortfall, the balance is 0', async () => {
    const student = await orders.accounts.student({ balance: 10 * perCitation })
    const quoted = []
    for (let i = 0; i < 50; i++) quoted.push(await quotedOrder(student))
    const answers = await Promise.all(
      quoted.map((order) => orders.setStatus(student, { id: order.id, status: 'customer_accepted' })),
    )
    const paid = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(paid).toHaveLength(10)
    expect(refused).toHaveLength(40)
    for (const answer of refused) expect(answer.body.error.code).toBe('INSUFFICIENT_FUNDS')
    expect(await orders.balance(student)).toBe(0)
    // Every paid order has exactly its one charge in the ledger; every refused one is back, uncharged.
    for (const order of quoted) {
      const row = await findOrder(orders.app.db, order.id)
      const charge = await lookup(order.id)
      if (row?.status === 'customer_accepted')
        expect(charge).toMatchObject({ found: true, amount: perCitation })
      else
        expect({ status: row?.status, found: charge.found }).toEqual({
          status: 'admin_accepted',
          found: false,
        })
    }
  })

  it('five Accepts of one order at once charge it once', async () => {
    const student = await orders.accounts.student({ balance: 100_000 })
    const order = await quotedOrder(student, 4)
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => orders.setStatus(student, { id: order.id, status: 'customer_accepted' })),
    )
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1)
    for (const answer of answers) expect([200, 409]).toContain(answer.status)
    expect(await orders.balance(student)).toBe(100_000 - 4 * perCitation)
    expect((await findOrder(orders.app.db, order.id))?.status).toBe('customer_accepted')
  })
})

describe('a payment interrupted by a crash', () => {
  it('is completed when the wallet took the money, and undone when it did not', async () => {
    const student = await orders.accounts.student({ balance: 50_000 })
    const charged = await quotedOrder(student, 2)
    const uncharged = await quotedOrder(student, 3)
    // The crash: both orders were marked as being paid, only the first charge reached the wallet.
    for (const order of [charged, uncharged])
      await moveStatus(orders.app.db, order.id, 'admin_accepted', 'payment_pending', {
        payment_back: 'admin_accepted',
        payment_started_at: new Date(Date.now() - 60_000),
      })
    const accounts = accountsClient(orders.app.config)
    await accounts.debit({
      userId: student.userId,
      amount: 2 * perCitation,
      key: chargeKey(charged.id),
      reason: 'x',
      entryKind: 'order_payment',
      subjectId: String(charged.id),
    })

    await Promise.all([reconcileOrders(orders.app, accounts), reconcileOrders(orders.app, accounts)])
    expect((await findOrder(orders.app.db, charged.id))?.status).toBe('customer_accepted')
    expect((await findOrder(orders.app.db, uncharged.id))?.status).toBe('admin_accepted')
    expect(await orders.balance(student)).toBe(50_000 - 2 * perCitation)
    const events = await orders.call(student, 'GET', `/api/private/order/get?id=${charged.id}`)
    expect(events.body.events.at(-1)).toMatchObject({ to: 'customer_accepted', by: 'system' })
  })
})
