import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../AccountsApp.ts'
import { buildApp } from '../app.ts'
import { logIn, signUp } from '../testing/accountsFlow.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000 } })
})
afterAll(() => app.close())

describe('GET /api/private/accounts/me/export', () => {
  it('answers the signed-in user’s own profile, sessions, devices and wallet, never a secret', async () => {
    const { email, id } = await signUp(app)
    const token = await logIn(app, email)
    const answer = await app.inject({
      url: '/api/private/accounts/me/export',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(body).toMatchObject({
      service: 'accounts',
      data: { profile: { id, email }, sessions: [expect.any(Object)] },
    })
    expect(body.data.links.map((link: { purpose: string }) => link.purpose)).toContain('verify')
    const text = answer.body
    for (const secret of ['password_hash', 'token_hash', 'secret_hash', token])
      expect(text).not.toContain(secret)
    expect((await app.inject('/api/private/accounts/me/export')).statusCode).toBe(401)
  })
})
