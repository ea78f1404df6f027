import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from '../fixtures/exampleService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { readCookie, SESSION_COOKIE, sessionCookie, sessionCookieToken } from './sessionCookie.ts'

// The browser's session cookie, accepted by every service through the kit
// (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
const INTERNAL_TOKEN = 'internal-token-for-the-kit-tests-0123456789'
const cookie = (token: string) => ({ cookie: `theme=dark; ${SESSION_COOKIE}=${token}` })
const ours = { origin: 'http://localhost' }

let accounts: ExampleApp
let orders: Awaited<ReturnType<typeof askingService>>

// Another service: it asks accounts about the cookie's token as it would about a bearer token.
const askingService = (accountsUrl: string) =>
  buildTestApp((options) => buildExampleApp(options, { sessions: 'remote' }), {
    config: { ACCOUNTS_URL: accountsUrl, INTERNAL_TOKEN, AUTH_CACHE_TTL_MS: 0 },
  })

beforeAll(async () => {
  accounts = await buildTestApp(buildExampleApp, { config: { INTERNAL_TOKEN } })
  const accountsUrl = await accounts.listen({ host: '127.0.0.1', port: 0 })
  await accounts.db
    .insertInto('example_sessions')
    .values([
      { token: 'cookie-token', user_id: 'u-cookie', verified: true },
      { token: 'revoked-cookie', user_id: 'u-gone', verified: true, revoked: true },
    ])
    .execute()
  orders = await askingService(accountsUrl)
})
afterAll(async () => {
  await orders?.close()
  await accounts?.close()
})

describe('the session cookie, in every service', () => {
  it('is accepted in place of a bearer token, by the service that owns sessions and by one that asks', async () => {
    for (const app of [accounts, orders]) {
      const response = await app.inject({
        url: '/api/private/example/whoami',
        headers: cookie('cookie-token'),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ userId: 'u-cookie' })
    }
  })

  it('lets a change through from our own origin', async () => {
    const response = await orders.inject({
      method: 'POST',
      url: '/api/private/example/touch',
      headers: { ...cookie('cookie-token'), ...ours },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ userId: 'u-cookie' })
  })

  it.each([
    ['without an Origin', {}],
    ['from another site', { origin: 'https://evil.example' }],
    ['from another port of the host', { origin: 'http://localhost:8081' }],
    ['from an opaque origin', { origin: 'null' }],
  ])('refuses a change %s with 403 CROSS_ORIGIN', async (_case, headers) => {
    const response = await orders.inject({
      method: 'POST',
      url: '/api/private/example/touch',
      headers: { ...cookie('cookie-token'), ...headers },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('CROSS_ORIGIN')
  })

  it('goes by the public host behind a trusted proxy', async () => {
    const response = await orders.inject({
      method: 'POST',
      url: '/api/private/example/touch',
      headers: {
        ...cookie('cookie-token'),
        'x-forwarded-host': 'unikit.example',
        origin: 'https://unikit.example',
      },
    })
    expect(response.statusCode).toBe(200)
  })

  it('keeps the bearer token working without an Origin: it is no ambient authority', async () => {
    const response = await orders.inject({
      method: 'POST',
      url: '/api/private/example/touch',
      headers: { authorization: 'Bearer cookie-token', origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(200)
  })

  it('answers a dead session cookie with 401 and tells the browser to drop it', async () => {
    for (const token of ['revoked-cookie', 'never-issued']) {
      const response = await orders.inject({ url: '/api/private/example/whoami', headers: cookie(token) })
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
      expect(response.headers['set-cookie']).toBe(
        `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
      )
    }
  })
})

describe('sessionCookie', () => {
  it('is HttpOnly, Secure, SameSite=Lax, host-only on / and lasts as long as the session', () => {
    const value = sessionCookie('abc', new Date(Date.now() + 3600_000))
    expect(value).toMatch(
      /^__Host-unikit-session=abc; Max-Age=(3599|3600); Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
    expect(value).not.toMatch(/Domain/i)
  })

  it('is read from a Cookie header, and refused when it could not be one of our tokens', () => {
    expect(readCookie('a=1; b=2', 'b')).toBe('2')
    expect(sessionCookieToken(`${SESSION_COOKIE}=${'x'.repeat(201)}`)).toBeNull()
    expect(sessionCookieToken(`${SESSION_COOKIE}=`)).toBeNull()
    expect(sessionCookieToken(undefined)).toBeNull()
  })
})
