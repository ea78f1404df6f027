import { WALLET_AMOUNT_MAX } from '@unikit/contracts/accounts'
import { buildTestApp } from '@unikit/service-kit/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../AccountsApp.ts'
import { buildApp } from '../app.ts'
import { signUp } from '../testing/accountsFlow.ts'

const INTERNAL_TOKEN = 'wallet-tests-internal-token-0123456789abcdef'
let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000, INTERNAL_TOKEN } })
})
afterAll(() => app.close())

let keys = 0
const key = () => `test-${Date.now()}-${++keys}`

function entry(
  kind: 'credit' | 'debit',
  body: { userId: string; amount: number; idempotencyKey?: string; reason?: string },
) {
  return app.inject({
    method: 'POST',
    url: `/internal/wallet/${kind}`,
    headers: { 'x-internal-token': INTERNAL_TOKEN },
    payload: { reason: `test ${kind}`, idempotencyKey: key(), ...body },
  })
}

async function ledgerSum(userId: string) {
  const { rows } = await sql<{ sum: number; balance: number }>`
    select coalesce(sum(case kind when 'credit' then amount else -amount end), 0)::bigint as sum,
           (select balance from wallets where user_id = ${userId}) as balance
    from ledger where user_id = ${userId}`.execute(app.db)
  return rows[0]!
}

describe('wallet entries', () => {
  it('credits and debits, answering the balance after each entry', async () => {
    const { id } = await signUp(app)
    const credit = await entry('credit', { userId: id, amount: 100_000 })
    expect(credit.json()).toMatchObject({ balance: 100_000, replayed: false })
    expect(credit.json().entryId).toMatch(/^\d+$/)
    expect((await entry('debit', { userId: id, amount: 30_000 })).json()).toMatchObject({ balance: 70_000 })
    expect(await ledgerSum(id)).toEqual({ sum: 70_000, balance: 70_000 })
  })

  it('refuses a debit above the balance with 409 INSUFFICIENT_FUNDS and changes nothing', async () => {
    const { id } = await signUp(app)
    await entry('credit', { userId: id, amount: 5000 })
    const refused = await entry('debit', { userId: id, amount: 5001 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('INSUFFICIENT_FUNDS')
    expect(await ledgerSum(id)).toEqual({ sum: 5000, balance: 5000 })
    expect((await entry('debit', { userId: id, amount: 5000 })).json().balance).toBe(0)
  })

  it('applies a key once: the same entry again is a replay, another entry a conflict', async () => {
    const { id } = await signUp(app)
    const idempotencyKey = key()
    await entry('credit', { userId: id, amount: 10_000 })
    const first = (await entry('debit', { userId: id, amount: 4000, idempotencyKey })).json()
    expect(first).toMatchObject({ balance: 6000, replayed: false })
    const again = await entry('debit', { userId: id, amount: 4000, idempotencyKey, reason: 'retried' })
    expect(again.json()).toEqual({ ...first, replayed: true })
    expect(await ledgerSum(id)).toEqual({ sum: 6000, balance: 6000 })

    for (const different of [
      entry('debit', { userId: id, amount: 4001, idempotencyKey }),
      entry('credit', { userId: id, amount: 4000, idempotencyKey }),
    ]) {
      const response = await different
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('IDEMPOTENCY_CONFLICT')
    }
  })

  it('replays a debit even after the balance has run out', async () => {
    const { id } = await signUp(app)
    await entry('credit', { userId: id, amount: 1000 })
    const idempotencyKey = key()
    const first = (await entry('debit', { userId: id, amount: 1000, idempotencyKey })).json()
    expect((await entry('debit', { userId: id, amount: 1000, idempotencyKey })).json()).toEqual({
      ...first,
      replayed: true,
    })
  })

  it('answers 404 USER_NOT_FOUND for an unknown or malformed user id', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const kind of ['credit', 'debit'] as const) {
        const response = await entry(kind, { userId, amount: 1 })
        expect(response.statusCode).toBe(404)
        expect(response.json().error.code).toBe('USER_NOT_FOUND')
      }
    }
  })

  it('checks amounts and reasons', async () => {
    const { id } = await signUp(app)
    expect((await entry('credit', { userId: id, amount: 0 })).statusCode).toBe(400)
    expect((await entry('credit', { userId: id, amount: 1.5 })).statusCode).toBe(400)
    expect((await entry('credit', { userId: id, amount: 1, reason: ' ' })).json().error.code).toBe(
      'VALIDATION_FAILED',
    )
  })

  it('bounds an amount at 10^12 dong: larger ones (bigint overflow, lost precision) are 400', async () => {
    const { id } = await signUp(app)
    for (const amount of [WALLET_AMOUNT_MAX + 1, 2 ** 53 + 2, 1e20]) {
      const refused = await entry('credit', { userId: id, amount })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: /amount/ })
    }
    expect(await ledgerSum(id)).toEqual({ sum: 0, balance: 0 })
    expect((await entry('credit', { userId: id, amount: WALLET_AMOUNT_MAX })).json().balance).toBe(
      WALLET_AMOUNT_MAX,
    )
    expect((await entry('debit', { userId: id, amount: WALLET_AMOUNT_MAX + 1 })).statusCode).toBe(400)
    expect(await ledgerSum(id)).toEqual({ sum: WALLET_AMOUNT_MAX, balance: WALLET_AMOUNT_MAX })
  })

  it('needs the internal token', async () => {
    const { id } = await signUp(app)
    const response = await app.inject({
      method: 'POST',
      url: '/internal/wallet/credit',
      payload: { userId: id, amount: 1_000_000, idempotencyKey: key(), reason: 'free money' },
    })
    expect(response.statusCode).toBe(403)
    expect(await ledgerSum(id)).toEqual({ sum: 0, balance: 0 })
  })

  it('keeps the ledger append-only', async () => {
    const { id } = await signUp(app)
    await entry('credit', { userId: id, amount: 1000 })
    await expect(sql`update ledger set amount = 1 where user_id = ${id}`.execute(app.db)).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`delete from ledger where user_id = ${id}`.execute(app.db)).rejects.toThrow(/append-only/)
  })
})

describe('concurrent entries', () => {
  it('50 concurrent debits against a balance covering 10 debit exactly 10 and leave zero', async () => {
    const { id } = await signUp(app)
    await entry('credit', { userId: id, amount: 100_000 })
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => entry('debit', { userId: id, amount: 10_000 })),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    expect(await ledgerSum(id)).toEqual({ sum: 0, balance: 0 })
    const balances = responses.filter((r) => r.statusCode === 200).map((r) => r.json().balance)
    expect(balances.sort((a, b) => a - b)).toEqual([
      0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000,
    ])
  }, 60_000)

  it('20 concurrent repeats of one key apply it once', async () => {
    const { id } = await signUp(app)
    await entry('credit', { userId: id, amount: 50_000 })
    const idempotencyKey = key()
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => entry('debit', { userId: id, amount: 20_000, idempotencyKey })),
    )
    const bodies = responses.map((response) => response.json())
    expect(responses.every((response) => response.statusCode === 200)).toBe(true)
    expect(bodies.filter((body) => !body.replayed)).toHaveLength(1)
    expect(new Set(bodies.map((body) => body.entryId)).size).toBe(1)
    expect(await ledgerSum(id)).toEqual({ sum: 30_000, balance: 30_000 })
  }, 60_000)

  it('concurrent credits and debits keep the balance equal to the ledger and never negative', async () => {
    const { id } = await signUp(app)
    const work = Array.from({ length: 40 }, (_, n) =>
      n % 2 === 0
        ? entry('credit', { userId: id, amount: 3000 })
        : entry('debit', { userId: id, amount: 5000 }),
    )
    await Promise.all(work)
    const { sum, balance } = await ledgerSum(id)
    expect(sum).toBe(balance)
    expect(balance).toBeGreaterThanOrEqual(0)
    const negative = await app.db.selectFrom('ledger').select('id').where('balance_after', '<', 0).execute()
    expect(negative).toHaveLength(0)
  }, 60_000)
})
