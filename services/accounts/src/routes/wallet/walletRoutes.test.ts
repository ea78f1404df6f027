import type { Statement } from '@unikit/contracts/wallet'
import { buildTestApp, testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { bearer, logIn, signUp } from '../../testing/accountsFlow.ts'

let app: AccountsApp
beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

async function student() {
  const { id, email, password } = await signUp(app)
  return { id, token: await logIn(app, email, password) }
}

const internal = async (path: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url: `/internal/wallet/${path}`, payload })
  return { status: response.statusCode, body: response.json() }
}

async function statement(token: string, query = ''): Promise<Statement> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/private/wallet/statement${query}`,
    headers: bearer(token),
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}

/** Every line of a statement, walking its pages. */
async function allLines(token: string) {
  const lines: Statement['data'] = []
  for (let page = 1; ; page++) {
    const answer = await statement(token, `?page=${page}&page_size=50`)
    lines.push(...answer.data)
    if (answer.data.length < 50) return lines
  }
}

/** Newest first, each line's balance is the one before it plus its amount, and the first starts from 0. */
function expectConsistent(lines: Statement['data'], balance: number) {
  expect(lines[0]?.balanceAfter ?? 0).toBe(balance)
  lines.forEach((line, index) => {
    const before = lines[index + 1]?.balanceAfter ?? 0
    expect(line.balanceAfter).toBe(before + line.amount)
  })
  expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(balance)
}

describe('the statement', () => {
  it('lists every movement newest first, signed, with its label, subject and the balance after; notes move nothing', async () => {
    const lan = await student()
    const entry = (kind: string, entryKind: string, key: string, amount: number, subjectId?: string) =>
      internal(kind, {
        userId: lan.id,
        amount,
        idempotencyKey: key,
        reason: key,
        entryKind,
        ...(subjectId ? { subjectId } : {}),
      })
    await internal('note', {
      userId: lan.id,
      idempotencyKey: 'topup:1:requested',
      reason: 'topup:UNIKITAB12CD',
      entryKind: 'topup_requested',
      subjectId: 'UNIKITAB12CD',
      notedAmount: 500_000,
    })
    await entry('credit', 'topup_confirmed', 'topup:1', 500_000, 'UNIKITAB12CD')
    await entry('debit', 'order_payment', 'order:7:charge', 1_700_000 - 1_250_000, '7')
    await entry('credit', 'order_refund', 'order:7:refund', 450_000, '7')
    await entry('credit', 'bank_transfer', 'bank-transfer:FT1', 20_000)

    const first = await statement(lan.token)
    expect(first).toMatchObject({ page: 1, page_size: 20, total: 5, balance: 520_000 })
    expect(first.data.map((line) => [line.label, line.amount, line.balanceAfter])).toEqual([
      ['Bank transfer credited', 20_000, 520_000],
      ['Refund of a cancelled order', 450_000, 500_000],
      ['Order paid', -450_000, 50_000],
      ['Top-up credited', 500_000, 500_000],
      ['Top-up requested', 0, 0],
    ])
    expect(first.data[2]?.subject).toEqual({ type: 'order', id: '7', text: 'Order #7', link: '/order/7' })
    expect(first.data[4]).toMatchObject({
      kind: 'topup_requested',
      notedAmount: 500_000,
      subject: { type: 'topup', id: 'UNIKITAB12CD', text: 'Top-up UNIKITAB12CD', link: '/order/topup' },
    })
    expectConsistent(first.data, first.balance)

    const second = await statement(lan.token, '?page=2&page_size=2')
    expect(second.data.map((line) => line.label)).toEqual(['Order paid', 'Top-up credited'])
    expect(await statement(lan.token, '?page=9')).toMatchObject({ data: [], total: 5, balance: 520_000 })
  })

  it('applies a note once per key, and refuses a kind that moves the other way', async () => {
    const lan = await student()
    const note = {
      userId: lan.id,
      idempotencyKey: 'topup:9:rejected',
      reason: 'topup:UNIKITZZ',
      entryKind: 'topup_rejected',
    }
    expect((await internal('note', note)).body).toMatchObject({ balance: 0, replayed: false })
    expect((await internal('note', note)).body).toMatchObject({ balance: 0, replayed: true })
    const wrong = await internal('credit', {
      userId: lan.id,
      amount: 1000,
      idempotencyKey: 'x:1',
      reason: 'x',
      entryKind: 'order_payment',
    })
    expect(wrong).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } })
    expect((await statement(lan.token)).total).toBe(1)
  })

  it('starts empty and is for the signed-in user only', async () => {
    const lan = await student()
    expect(await statement(lan.token)).toEqual({ data: [], page: 1, page_size: 20, total: 0, balance: 0 })
    const visitor = await app.inject({ method: 'GET', url: '/api/private/wallet/statement' })
    expect(visitor.statusCode).toBe(401)
  })

  it.runIf(testDatabaseKind() === 'postgres')(
    'on PostgreSQL, ends at the balance after 60 credits, debits and notes at once',
    async () => {
      const lan = await student()
      await internal('credit', { userId: lan.id, amount: 100_000, idempotencyKey: 'seed', reason: 'seed' })
      await Promise.all(
        Array.from({ length: 60 }, (_, n) => {
          const key = `race:${n}`
          if (n % 3 === 0)
            return internal('note', {
              userId: lan.id,
              idempotencyKey: key,
              reason: key,
              entryKind: 'topup_requested',
            })
          const kind = n % 3 === 1 ? 'debit' : 'credit'
          return internal(kind, { userId: lan.id, amount: 7_000 + n, idempotencyKey: key, reason: key })
        }),
      )
      const lines = await allLines(lan.token)
      const { balance } = await statement(lan.token)
      const me = await app.inject({ method: 'GET', url: '/api/private/me', headers: bearer(lan.token) })
      expect(me.json().account.balance).toBe(balance)
      expect(lines).toHaveLength(61)
      expectConsistent(lines, balance)
    },
  )
})
