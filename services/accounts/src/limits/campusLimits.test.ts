import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../AccountsApp.ts'
import { buildApp } from '../app.ts'
import {
  GOOD_PASSWORD,
  linkToken,
  studentEmail,
  verifyAddress,
  waitForMail,
} from '../testing/accountsFlow.ts'

// One campus behind one address (docs/decisions/0731-campus-limits-and-address-changes.md), with the limits as
// production has them: nothing here raises a setting.
const CAMPUS = '203.0.113.77'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

const post = (url: string, payload: object, options: { ip?: string; cookie?: string; token?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'x-forwarded-for': options.ip ?? CAMPUS,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  })

const signUp = (email: string, ip = CAMPUS) =>
  post(
    '/api/private/signup',
    { first_name: 'Lan', last_name: 'Trần', email, password: GOOD_PASSWORD },
    { ip },
  )

const signIn = (email: string, password = GOOD_PASSWORD, cookie?: string) =>
  post('/api/private/login', { email, password }, cookie ? { cookie } : {})

const deviceCookieOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith('__Host-unikit-device='))
    ?.split(';')[0] ?? ''

/** Runs `work` for each item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))))
  }
  return results
}

describe('a campus behind one address', () => {
  it('300 students sign up and sign in from it within 15 minutes, every one of them', async () => {
    const students = Array.from({ length: 300 }, () => studentEmail())
    const signedUp = await inBatches(students, 10, (email) => signUp(email))
    expect(signedUp.map((response) => response.statusCode)).toEqual(students.map(() => 201))
    const signedIn = await inBatches(students, 10, (email) => signIn(email))
    expect(signedIn.map((response) => response.statusCode)).toEqual(students.map(() => 200))
  }, 600_000)

  it('holds one address guessing one account, per account and address; the owner gets in from a known device', async () => {
    const owner = studentEmail()
    await signUp(owner)
    const known = deviceCookieOf(await signIn(owner))
    expect(known).not.toBe('')
    for (let guess = 0; guess < 5; guess++) {
      expect((await signIn(owner, `Guess number ${guess}`)).statusCode).toBe(401)
    }
    // The guessing pair is held, the right password included; the owner's known device on the same Wi-Fi is not.
    const held = await signIn(owner)
    expect(held.statusCode).toBe(429)
    expect(held.json().error.code).toBe('TOO_MANY_ATTEMPTS')
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    expect((await signIn(owner, GOOD_PASSWORD, known)).statusCode).toBe(200)
    // Other students on the campus address sign in as ever.
    const classmate = studentEmail()
    await signUp(classmate)
    expect((await signIn(classmate)).statusCode).toBe(200)
  })

  it('lets the owner in from a new device after proving the address with a sign-in link, and remembers it', async () => {
    const owner = studentEmail()
    await signUp(owner)
    for (let guess = 0; guess < 5; guess++) await signIn(owner, `Guess number ${guess}`)
    expect((await signIn(owner)).statusCode).toBe(429)
    expect((await post('/api/private/login/link', { email: owner })).json()).toEqual({ ok: true })
    const token = linkToken(await waitForMail(app, owner, /Your Unikit sign-in link/))
    const used = await post('/api/private/login/link/use', { token })
    expect(used.statusCode).toBe(200)
    const device = deviceCookieOf(used)
    expect(device).not.toBe('')
    // From now on that device signs in with the password.
    expect((await signIn(owner, GOOD_PASSWORD, device)).statusCode).toBe(200)
  })

  it('mails one inbox at most SIGNUP_ADDRESS_RATE_MAX sign-ups, whatever the client address', async () => {
    const target = studentEmail()
    const answers = []
    for (let n = 0; n < 4; n++) answers.push((await signUp(target, `198.51.100.${n + 1}`)).statusCode)
    expect(answers).toEqual([201, 201, 201, 429])
    expect((await signUp(studentEmail())).statusCode).toBe(201)
  })

  it('counts verification mails per account, not per campus address', async () => {
    const tokens: string[] = []
    for (let n = 0; n < 2; n++) {
      const email = studentEmail()
      await signUp(email)
      tokens.push((await signIn(email)).json().id)
    }
    for (const token of tokens) {
      const answers = []
      for (let n = 0; n < 6; n++)
        answers.push((await post('/api/private/u/verify/create', {}, { token })).statusCode)
      expect(answers).toEqual([200, 200, 200, 200, 200, 429])
    }
  })
})

describe('an address that fails across many accounts', () => {
  let small: AccountsApp
  beforeAll(async () => {
    small = await buildTestApp(buildApp, { config: { LOGIN_IP_MAX_FAILURES: 10 } })
  })
  afterAll(() => small.close())

  it('holds new devices there (they have the sign-in link), never a known device', async () => {
    const login = (email: string, password: string, cookie?: string) =>
      small.inject({
        method: 'POST',
        url: '/api/private/login',
        payload: { email, password },
        headers: { 'x-forwarded-for': CAMPUS, ...(cookie ? { cookie } : {}) },
      })
    const student = studentEmail()
    await small.inject({
      method: 'POST',
      url: '/api/private/signup',
      payload: { first_name: 'An', last_name: 'Lê', email: student, password: GOOD_PASSWORD },
    })
    await verifyAddress(small, student)
    const known = deviceCookieOf(await login(student, GOOD_PASSWORD))
    for (let n = 0; n < 11; n++) await login(studentEmail(), 'Sprayed password 1')
    expect((await login(student, GOOD_PASSWORD)).statusCode).toBe(429)
    expect((await login(student, GOOD_PASSWORD, known)).statusCode).toBe(200)
  })
})
