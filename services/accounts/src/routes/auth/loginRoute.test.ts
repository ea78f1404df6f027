import { buildTestApp, testDatabaseKind } from '@unikit/service-kit/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { bearer, GOOD_PASSWORD, logIn, signUp, studentEmail } from '../../testing/accountsFlow.ts'
import { hashToken } from '../../tokens/secretToken.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000 } })
})
afterAll(() => app.close())

const login = (email: string, password: string, ip = '203.0.113.10', target = app, cookie?: string) =>
  target.inject({
    method: 'POST',
    url: '/api/private/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  })

/** The device cookie among the answer's cookies (a sign-in also sets the session cookie), or ''. */
const deviceCookieOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith('__Host-unikit-device=')) ?? ''

describe('POST /api/private/login', () => {
  it('answers a 128-bit bearer token valid for 30 days, stored only as its SHA-256', async () => {
    const { email, id } = await signUp(app)
    const response = await login(email.toUpperCase().replace('RMIT.EDU.VN', 'rmit.edu.vn'), GOOD_PASSWORD)
    expect(response.statusCode).toBe(200)
    const { id: token, expiresAt } = response.json()
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    const sessions = await app.db.selectFrom('sessions').selectAll().where('user_id', '=', id).execute()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.token_hash).toBe(hashToken(token))
    const whoami = await app.inject({ url: '/api/private/accounts/whoami', headers: bearer(token) })
    expect(whoami.json()).toEqual({ service: 'accounts', userId: id, verified: false })
  })

  it('says the same for an unknown address and a wrong password', async () => {
    const { email } = await signUp(app)
    const wrong = await login(email, 'Not the password 1')
    const unknown = await login(studentEmail(), GOOD_PASSWORD)
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'The username and / or password is incorrect' },
      })
    }
  })

  it('spends about the same time on an unknown address as on a wrong password', async () => {
    const { email } = await signUp(app)
    const timed = async (address: string) => {
      const started = performance.now()
      await login(address, 'Not the password 1', `198.51.100.${Math.floor(Math.random() * 250)}`)
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 4; round++) {
      known.push(await timed(email))
      unknown.push(await timed(studentEmail()))
    }
    // Both run one argon2id verification; without it the unknown address would answer in about 1 ms, some 50 times
    // faster. The fastest of each is compared, as a busy machine only ever adds time (a median drifted in CI).
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3)
    expect(Math.min(...unknown)).toBeLessThan(Math.min(...known) * 3 + 20)
  })

  it('refuses a non-university address with 400 EMAIL_DOMAIN', async () => {
    const response = await login('someone@gmail.com', GOOD_PASSWORD)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('EMAIL_DOMAIN')
  })

  it('holds an account for the address that failed 5 times, even with the right password, and only there', async () => {
    const { email } = await signUp(app)
    const attacker = '192.0.2.66'
    for (let n = 0; n < 5; n++) {
      expect((await login(email, `Wrong password ${n}`, attacker)).statusCode).toBe(401)
    }
    const throttled = await login(email, GOOD_PASSWORD, attacker)
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts: try again in 15 minutes',
    })
    const retryAfter = Number(throttled.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // The owner, elsewhere, is not locked out by someone else's guesses; other accounts are not affected.
    expect((await login(email, GOOD_PASSWORD, '192.0.2.99')).statusCode).toBe(200)
    const other = await signUp(app)
    expect((await login(other.email, GOOD_PASSWORD, attacker)).statusCode).toBe(200)
  })

  it('holds strangers spread over many addresses, and lets the owner in from a device that signed in before', async () => {
    const limited = await buildTestApp(buildApp, {
      config: { SIGNUP_RATE_MAX: 1000, LOGIN_ACCOUNT_MAX_STRANGER_FAILURES: 6 },
    })
    try {
      const { email } = await signUp(limited)
      const first = await login(email, GOOD_PASSWORD, '203.0.113.20', limited)
      const cookie = deviceCookieOf(first)
      expect(cookie).toMatch(
        /^__Host-unikit-device=[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
      )
      const device = cookie.split(';')[0] as string
      for (let n = 0; n < 6; n++) {
        expect((await login(email, `Guess ${n}`, `198.51.100.${n + 1}`, limited)).statusCode).toBe(401)
      }
      // A seventh stranger is held, even with the right password...
      expect((await login(email, GOOD_PASSWORD, '198.51.100.50', limited)).statusCode).toBe(429)
      // ...and so is a forged device cookie...
      const forged = `${device.slice(0, -4)}AAAA`
      expect((await login(email, GOOD_PASSWORD, '198.51.100.52', limited, forged)).statusCode).toBe(429)
      // ...but not the owner's known device, from any address, which is not given a second cookie.
      const owner = await login(email, GOOD_PASSWORD, '198.51.100.51', limited, device)
      expect(owner.statusCode).toBe(200)
      expect(deviceCookieOf(owner)).toBe('')
    } finally {
      await limited.close()
    }
  })

  it('lets the account in again once its oldest failures leave the window', async () => {
    const { email } = await signUp(app)
    for (let n = 0; n < 5; n++) await login(email, `Wrong password ${n}`)
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(429)
    await sql`update login_failures set created_at = now() - interval '16 minutes'
      where email_key = ${email}`.execute(app.db)
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
  })

  it('clears an account’s failures when it signs in', async () => {
    const { email } = await signUp(app)
    for (let n = 0; n < 4; n++) await login(email, `Wrong password ${n}`)
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
    for (let n = 0; n < 4; n++) expect((await login(email, `Wrong again ${n}`)).statusCode).toBe(401)
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
  })

  it('counts unknown addresses like known ones', async () => {
    const email = studentEmail()
    for (let n = 0; n < 5; n++) await login(email, `Wrong password ${n}`)
    expect((await login(email, GOOD_PASSWORD)).json().error.code).toBe('TOO_MANY_ATTEMPTS')
  })

  it('lets at most 5 of 30 concurrent guesses at one account from one address check a password', async () => {
    const { email } = await signUp(app)
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) => login(email, `Guess number ${n}`, '192.0.2.100')),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25)
  })
})

describe('per-address throttling across accounts', () => {
  it('refuses an address that fails on too many accounts', async () => {
    const limited = await buildTestApp(buildApp, { config: { LOGIN_IP_MAX_FAILURES: 3 } })
    try {
      const ip = '198.51.100.7'
      for (let n = 0; n < 3; n++) {
        expect((await login(studentEmail(), GOOD_PASSWORD, ip, limited)).statusCode).toBe(401)
      }
      const refused = await login(studentEmail(), GOOD_PASSWORD, ip, limited)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS')
      expect((await login(studentEmail(), GOOD_PASSWORD, '198.51.100.8', limited)).statusCode).toBe(401)
    } finally {
      await limited.close()
    }
  })

  it('keeps counting an address’s failures when the account they were aimed at signs in', async () => {
    const limited = await buildTestApp(buildApp, { config: { LOGIN_IP_MAX_FAILURES: 4 } })
    try {
      const attacker = '198.51.100.20'
      const { email } = await signUp(limited)
      for (let n = 0; n < 3; n++) {
        expect((await login(email, `Wrong password ${n}`, attacker, limited)).statusCode).toBe(401)
      }
      // The owner signs in from elsewhere: the account's lockout count starts again...
      expect((await login(email, GOOD_PASSWORD, '203.0.113.77', limited)).statusCode).toBe(200)
      for (let n = 0; n < 4; n++) {
        expect((await login(email, `Owner typo ${n}`, `203.0.113.${80 + n}`, limited)).statusCode).toBe(401)
      }
      expect((await login(email, GOOD_PASSWORD, '203.0.113.77', limited)).statusCode).toBe(200)
      // ...but the attacker's address keeps its 3 failures: one more, then it is refused.
      expect((await login(studentEmail(), GOOD_PASSWORD, attacker, limited)).statusCode).toBe(401)
      const refused = await login(studentEmail(), GOOD_PASSWORD, attacker, limited)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS')
    } finally {
      await limited.close()
    }
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('throttling state in the database', () => {
  it('holds across instances (and restarts) sharing the database', async () => {
    const { email } = await signUp(app)
    for (let n = 0; n < 5; n++) await login(email, `Wrong password ${n}`)
    const second = await buildTestApp(buildApp, {
      config: { DATABASE_SCHEMA: app.config.DATABASE_SCHEMA },
      testing: { dropSchemaOnClose: false },
    })
    try {
      // The same source, now at another instance.
      expect((await login(email, GOOD_PASSWORD, '203.0.113.10', second)).statusCode).toBe(429)
    } finally {
      await second.close()
    }
  })
})

describe('sessions', () => {
  it('sign-out revokes the token at once; signing out again is fine; no token is 401', async () => {
    const { email } = await signUp(app)
    const token = await logIn(app, email)
    const logout = () => app.inject({ url: '/api/mobile/user/logout', headers: bearer(token) })
    expect((await logout()).json()).toEqual({ ok: true })
    const whoami = await app.inject({ url: '/api/private/accounts/whoami', headers: bearer(token) })
    expect(whoami.statusCode).toBe(401)
    expect(whoami.json().error.code).toBe('UNAUTHORIZED')
    expect((await logout()).statusCode).toBe(200)
    expect((await app.inject('/api/mobile/user/logout')).statusCode).toBe(401)
  })

  it('refuses an expired session', async () => {
    const { email } = await signUp(app)
    const token = await logIn(app, email)
    await app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute()
    expect((await app.inject({ url: '/api/private/me', headers: bearer(token) })).statusCode).toBe(401)
  })
})
