import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { OrdersApp } from '../../OrdersApp.ts'

let app: OrdersApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

const order = {
  user_id: '0b7e3c1e-5d1f-4d3c-9a55-2f0f2f1f0a01',
  type: 'sc',
  instruction: 'Cite my essay',
} as const

describe('orders', () => {
  it('numbers orders and starts them as new', async () => {
    const first = await app.db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow()
    const second = await app.db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow()
    expect(typeof first.id).toBe('number')
    expect(second.id).toBe(first.id + 1)
    expect(first.status).toBe('new')
  })

  it('accepts only the known types and statuses', async () => {
    const badType = sqlInsert({ ...order, type: 'xx' })
    await expect(badType).rejects.toThrow(/check/)
    const badStatus = sqlInsert({ ...order, status: 'paid' })
    await expect(badStatus).rejects.toThrow(/check/)
  })

  it('rejects a negative price', async () => {
    await expect(
      app.db
        .insertInto('orders')
        .values({ ...order, price: -1 })
        .execute(),
    ).rejects.toThrow(/check/)
  })
})

/** Bypasses the column types on purpose: the database itself must refuse these values. */
function sqlInsert(values: Record<string, string>) {
  return app.db
    .insertInto('orders')
    .values(values as never)
    .execute()
}
