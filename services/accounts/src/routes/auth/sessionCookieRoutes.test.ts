import { SESSION_COOKIE } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { GOOD_PASSWORD, linkToken, signUp, waitForMail } from '../../testing/accountsFlow.ts'
import { hashToken } from '../../tokens/secretToken.ts'

// The browser's session is an HttpOnly cookie (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000 } })
})
afterAll(() => app.close())

/** As a browser on our own origin sends it: `inject`'s Host is localhost:80. */
const browser = { origin: 'http://localhost', 'x-forwarded-for': '203.0.113.77' }

const cookies = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers['set-cookie']
  return Array.isArray(header) ? header : header ? [String(header)] : []
}
const sessionCookieOf = (response: { headers: Record<string, unknown> }) =>
  cookies(response).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
const tokenOf = (cookie: string | undefined) => /^[^=]+=([^;]*)/.exec(cookie ?? '')?.[1] ?? ''

async function browserSignIn() {
  const { email, id } = await signUp(app)
  const response = await app.inject({
    method: 'POST',
    url: '/api/private/login',
    payload: { email, password: GOOD_PASSWORD },
    headers: browser,
  })
  return { email, id, response, cookie: sessionCookieOf(response) }
}

describe('the session cookie', () => {
  it('is set by sign-in: HttpOnly, Secure, SameSite=Lax, __Host- on /, for the session’s 30 days; no token in the body', async () => {
    const { id, response, cookie } = await browserSignIn()
    expect(response.statusCode).toBe(200)
    expect(cookie).toMatch(
      /^__Host-unikit-session=[A-Za-z0-9_-]{22}; Max-Age=(2591999|2592000); Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
    expect(cookie).not.toMatch(/Domain=/i)
    expect(response.json()).not.toHaveProperty('id')
    expect(response.headers['cache-control']).toBe('no-store')
    const token = tokenOf(cookie)
    const session = await app.db
      .selectFrom('sessions')
      .select('user_id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    expect(session?.user_id).toBe(id)
    const whoami = await app.inject({
      url: '/api/private/accounts/whoami',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect(whoami.json()).toEqual({ service: 'accounts', userId: id, verified: false })
  })

  it('is set by a sign-in link too', async () => {
    const { email } = await signUp(app)
    await app.inject({ method: 'POST', url: '/api/private/login/link', payload: { email }, headers: browser })
    const token = linkToken(await waitForMail(app, email, /Your Unikit sign-in link/))
    const used = await app.inject({
      method: 'POST',
      url: '/api/private/login/link/use',
      payload: { token },
      headers: browser,
    })
    expect(used.statusCode).toBe(200)
    expect(sessionCookieOf(used)).toMatch(
      /^__Host-unikit-session=[A-Za-z0-9_-]{22}; .*HttpOnly; Secure; SameSite=Lax$/,
    )
    expect(used.json()).not.toHaveProperty('id')
  })

  it('refuses a sign-in posted from another site (login CSRF) before counting it', async () => {
    const { email } = await signUp(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/private/login',
      payload: { email, password: GOOD_PASSWORD },
      headers: { ...browser, origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('CROSS_ORIGIN')
    expect(sessionCookieOf(response)).toBeUndefined()
  })

  it('is cleared by logout, and the session is revoked for the bearer token too', async () => {
    const { cookie } = await browserSignIn()
    const token = tokenOf(cookie)
    const logout = await app.inject({
      method: 'POST',
      url: '/api/private/accounts/logout',
      headers: { ...browser, cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect(logout.statusCode).toBe(200)
    expect(sessionCookieOf(logout)).toBe(
      `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
    )
    const after = await app.inject({
      url: '/api/private/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(after.statusCode).toBe(401)
    // A revoked cookie is answered 401 and dropped from the browser.
    const stale = await app.inject({
      url: '/api/private/me',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect(stale.statusCode).toBe(401)
    expect(sessionCookieOf(stale)).toMatch(/^__Host-unikit-session=; Max-Age=0;/)
  })

  it('cannot be ended by another site: logout by cookie needs our Origin, and the GET logout takes a bearer token only', async () => {
    const { cookie } = await browserSignIn()
    const token = tokenOf(cookie)
    const forged = await app.inject({
      method: 'POST',
      url: '/api/private/accounts/logout',
      headers: { origin: 'https://evil.example', cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect(forged.json().error.code).toBe('CROSS_ORIGIN')
    const linked = await app.inject({
      url: '/api/mobile/user/logout',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect(linked.statusCode).toBe(401)
    const me = await app.inject({ url: '/api/private/me', headers: { cookie: `${SESSION_COOKIE}=${token}` } })
    expect(me.statusCode).toBe(200)
  })

  it('keeps the bearer token for clients that are not browsers (no Origin)', async () => {
    const { email } = await signUp(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/private/login',
      payload: { email, password: GOOD_PASSWORD },
    })
    const { id: token } = response.json()
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const logout = await app.inject({
      method: 'POST',
      url: '/api/private/accounts/logout',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(logout.statusCode).toBe(200)
  })
})
