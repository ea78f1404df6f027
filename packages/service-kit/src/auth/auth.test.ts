import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from '../fixtures/exampleService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

const INTERNAL_TOKEN = 'internal-token-for-the-kit-tests-0123456789'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

let accounts: ExampleApp
let accountsUrl: string

beforeAll(async () => {
  // The example service verifies tokens against its own table and answers introspection, like accounts.
  accounts = await buildTestApp(buildExampleApp, { config: { INTERNAL_TOKEN } })
  accountsUrl = await accounts.listen({ host: '127.0.0.1', port: 0 })
  await accounts.db
    .insertInto('example_sessions')
    .values([
      { token: 'student-token', user_id: 'u-student', verified: false },
      { token: 'verified-token', user_id: 'u-verified', verified: true },
    ])
    .execute()
})
afterAll(() => accounts.close())

describe('app.authenticate with the service’s own verifier', () => {
  it('answers who the token is', async () => {
    const response = await accounts.inject({
      url: '/api/private/example/whoami',
      headers: bearer('student-token'),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ service: 'example', userId: 'u-student', verified: false })
  })

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic c3R1ZGVudC10b2tlbg==' }],
    ['an unknown token', bearer('nobody')],
  ])('refuses %s with 401 UNAUTHORIZED', async (_case, headers) => {
    const response = await accounts.inject({ url: '/api/private/example/whoami', headers })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHORIZED')
  })

  it('requireVerified refuses an unconfirmed address with 403 EMAIL_NOT_VERIFIED', async () => {
    const refused = await accounts.inject({ url: '/api/verified-only', headers: bearer('student-token') })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED')
    const allowed = await accounts.inject({ url: '/api/verified-only', headers: bearer('verified-token') })
    expect(allowed.json()).toEqual({ userId: 'u-verified' })
    expect((await accounts.inject('/api/verified-only')).statusCode).toBe(401)
  })
})

describe('the internal token guard', () => {
  const introspect = (headers: Record<string, string>, url = '/internal/sessions/introspect') =>
    accounts.inject({ method: 'POST', url, headers, payload: { token: 'student-token' } })

  it('refuses /internal calls without the right token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-internal-token': 'wrong' },
      { 'x-internal-token': `${INTERNAL_TOKEN}x` },
    ]
    for (const headers of attempts) {
      const response = await introspect(headers)
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('FORBIDDEN')
    }
  })

  it('goes by the matched route, so an encoded path is refused too', async () => {
    const response = await introspect({}, '/%69nternal/sessions/introspect')
    expect(response.statusCode).toBe(403)
  })

  it('lets the right token through', async () => {
    const response = await introspect({ 'x-internal-token': INTERNAL_TOKEN })
    expect(response.json()).toMatchObject({ active: true, userId: 'u-student' })
  })

  it('leaves public routes alone', async () => {
    expect((await accounts.inject('/healthz')).statusCode).toBe(200)
  })
})

describe('app.authenticate in another service (introspection over HTTP)', () => {
  const remote = (config: Record<string, unknown>) =>
    buildTestApp((options) => buildExampleApp(options, { sessions: 'remote' }), {
      config: { ACCOUNTS_URL: accountsUrl, INTERNAL_TOKEN, ...config },
    })

  it('trusts a live session for AUTH_CACHE_TTL_MS, then sees it revoked', async () => {
    const app = await remote({ AUTH_CACHE_TTL_MS: 300 })
    try {
      await accounts.db
        .insertInto('example_sessions')
        .values({ token: 'soon-revoked', user_id: 'u2', verified: true })
        .execute()
      const whoami = () => app.inject({ url: '/api/private/example/whoami', headers: bearer('soon-revoked') })
      expect((await whoami()).json()).toEqual({ service: 'example', userId: 'u2', verified: true })
      await accounts.db
        .updateTable('example_sessions')
        .set({ revoked: true })
        .where('token', '=', 'soon-revoked')
        .execute()
      expect((await whoami()).statusCode).toBe(200) // cached
      await sleep(350)
      const refused = await whoami()
      expect(refused.statusCode).toBe(401)
      expect(refused.json().error.code).toBe('UNAUTHORIZED')
    } finally {
      await app.close()
    }
  })

  it('asks every time with a TTL of 0', async () => {
    const app = await remote({ AUTH_CACHE_TTL_MS: 0 })
    try {
      await accounts.db
        .insertInto('example_sessions')
        .values({ token: 'revoked-now', user_id: 'u3', verified: false })
        .execute()
      const whoami = () => app.inject({ url: '/api/private/example/whoami', headers: bearer('revoked-now') })
      expect((await whoami()).statusCode).toBe(200)
      await accounts.db
        .updateTable('example_sessions')
        .set({ revoked: true })
        .where('token', '=', 'revoked-now')
        .execute()
      expect((await whoami()).statusCode).toBe(401)
    } finally {
      await app.close()
    }
  })

  it('answers 502 rather than 401 when accounts refuses the call or cannot be reached', async () => {
    const wrongSecret = await remote({ INTERNAL_TOKEN: 'another-internal-token-0123456789abcdef' })
    const unreachable = await remote({ ACCOUNTS_URL: 'http://127.0.0.1:9' })
    try {
      for (const app of [wrongSecret, unreachable]) {
        const response = await app.inject({
          url: '/api/private/example/whoami',
          headers: bearer('student-token'),
        })
        expect(response.statusCode).toBe(502)
        expect(response.json().error.code).toBe('UPSTREAM_FAILED')
      }
    } finally {
      await wrongSecret.close()
      await unreachable.close()
    }
  })
})
