import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { signUp } from '../../testing/accountsFlow.ts'

let app: AccountsApp
beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

const post = async (url: string, payload: object) =>
  (await app.inject({ method: 'POST', url, payload })).json()

describe('the internal directory calls', () => {
  it('tell whether a payment went through, a balance, and where to mail a user', async () => {
    const { id, email } = await signUp(app)
    expect(await post('/internal/wallet/lookup', { idempotencyKey: 'order:1:charge' })).toEqual({
      found: false,
    })
    await post('/internal/wallet/credit', {
      userId: id,
      amount: 5000,
      idempotencyKey: 'topup:1',
      reason: 'topup:1',
    })
    expect(await post('/internal/wallet/lookup', { idempotencyKey: 'topup:1' })).toMatchObject({
      found: true,
      userId: id,
      kind: 'credit',
      amount: 5000,
    })
    expect(await post('/internal/wallet/balance', { userId: id })).toEqual({ balance: 5000 })
    expect(await post('/internal/wallet/balance', { userId: 'not-a-user' })).toEqual({ balance: 0 })
    expect(await post('/internal/users/contact', { userIds: [id, 'not-a-user'] })).toEqual({
      data: [{ userId: id, email, firstName: 'An' }],
    })
  })
})
