import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { bearer, logIn, signUp } from '../../testing/accountsFlow.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000 } })
})
afterAll(() => app.close())

describe('GET /api/private/me/session', () => {
  it('answers a visitor 200 with no user, with or without a dead cookie', async () => {
    for (const headers of [{}, { cookie: '__Host-unikit-session=not-a-session' }]) {
      const response = await app.inject({ url: '/api/private/me/session', headers })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ user: null, account: null })
      expect(response.headers['cache-control']).toBe('no-store')
    }
  })

  it('answers a signed-in user with the same user and balance as /me', async () => {
    const user = await signUp(app)
    const token = await logIn(app, user.email)
    const session = await app.inject({ url: '/api/private/me/session', headers: bearer(token) })
    const me = await app.inject({ url: '/api/private/me', headers: bearer(token) })
    expect(session.statusCode).toBe(200)
    expect(session.json()).toEqual(me.json())
    expect(session.json().user.email).toBe(user.email)
  })
})
