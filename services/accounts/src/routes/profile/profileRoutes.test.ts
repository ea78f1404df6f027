import type { ServiceApp } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import {
  bearer,
  GOOD_PASSWORD,
  logIn,
  signUp,
  studentEmail,
  waitForMail,
} from '../../testing/accountsFlow.ts'
import { applyEntry } from '../../wallet/applyEntry.ts'

let app: ServiceApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000, PASSWORD_CHANGE_RATE_MAX: 1000 } })
})
afterAll(() => app.close())

async function signedIn() {
  const user = await signUp(app)
  return { ...user, token: await logIn(app, user.email) }
}

const update = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/private/me/update', headers: bearer(token), payload })

const setPassword = (token: string, current_password: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/private/me/set_password',
    headers: bearer(token),
    payload: { current_password, password },
  })

describe('GET /api/private/me', () => {
  it('answers the user and the balance from the ledger', async () => {
    const { id, email, token } = await signedIn()
    await applyEntry(app.db, 'credit', {
      userId: id,
      amount: 150_000,
      idempotencyKey: `t-${id}`,
      reason: 'test',
    })
    const response = await app.inject({ url: '/api/private/me', headers: bearer(token) })
    expect(response.json()).toEqual({
      user: { id, first_name: 'An', last_name: 'Nguyen', email, phone: null, verified: false },
      account: { balance: 150_000 },
    })
  })

  it('needs a session', async () => {
    const response = await app.inject('/api/private/me')
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHORIZED')
  })
})

describe('POST /api/private/me/update', () => {
  it('updates names and phone, trimmed, and keeps the address verified when only its case changes', async () => {
    const { email, token } = await signedIn()
    const response = await update(token, {
      first_name: ' Bình ',
      last_name: 'Trần',
      email: email.toUpperCase().replace('RMIT.EDU.VN', 'rmit.edu.vn'),
      phone: ' +84 912 345 678 ',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({
      first_name: 'Bình',
      last_name: 'Trần',
      phone: '+84 912 345 678',
      verified: false,
    })
    expect(
      (await update(token, { first_name: 'B', last_name: 'T', email, phone: '' })).json().user.phone,
    ).toBeNull()
  })

  it('returns a name with markup verbatim, as JSON text', async () => {
    const { email, token } = await signedIn()
    const name = '<script>alert(document.cookie)</script>'
    const response = await update(token, { first_name: name, last_name: '"><img src=x>', email, phone: null })
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json().user.first_name).toBe(name)
    const me = await app.inject({ url: '/api/private/me', headers: bearer(token) })
    expect(me.json().user).toMatchObject({ first_name: name, last_name: '"><img src=x>' })
  })

  it('makes a changed address unverified and mails it a link', async () => {
    const { token } = await signedIn()
    const newEmail = studentEmail()
    const response = await update(token, {
      first_name: 'An',
      last_name: 'Nguyen',
      email: newEmail,
      phone: null,
    })
    expect(response.json().user).toMatchObject({ email: newEmail, verified: false })
    await waitForMail(app, newEmail, /Confirm your Unikit e-mail address/)
  })

  it.each([
    [{ first_name: ' ' }, 'VALIDATION_FAILED', 'body.first_name is required'],
    [{ last_name: '' }, 'VALIDATION_FAILED', 'body.last_name is required'],
    [{ phone: 'call me' }, 'VALIDATION_FAILED', /phone/],
    [{ email: 'an@gmail.com' }, 'EMAIL_DOMAIN', /university/],
  ])('refuses %j', async (change, code, message) => {
    const { email, token } = await signedIn()
    const response = await update(token, {
      first_name: 'An',
      last_name: 'Nguyen',
      email,
      phone: null,
      ...change,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe(code)
    expect(response.json().error.message).toMatch(message)
  })

  it('refuses an address another account has with 409 EMAIL_TAKEN', async () => {
    const other = await signUp(app)
    const { token } = await signedIn()
    const response = await update(token, {
      first_name: 'An',
      last_name: 'Nguyen',
      email: other.email,
      phone: null,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('EMAIL_TAKEN')
  })
})

describe('POST /api/private/me/set_password', () => {
  const NEW_PASSWORD = 'Another long passphrase 3'

  it('needs the current password (400 WRONG_PASSWORD, not a sign-out) and a policy-proof new one', async () => {
    const { email, token } = await signedIn()
    const wrong = await setPassword(token, 'Not my password 1', NEW_PASSWORD)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD')
    const weak = await setPassword(token, GOOD_PASSWORD, 'qwerty123')
    expect(weak.json().error.code).toBe('WEAK_PASSWORD')
    const mine = await setPassword(token, GOOD_PASSWORD, `${email.split('@')[0]}-secret`)
    expect(mine.json().error.message).toMatch(/student number/)
  })

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { email, token } = await signedIn()
    const other = await logIn(app, email)
    expect((await setPassword(token, GOOD_PASSWORD, NEW_PASSWORD)).json()).toEqual({ ok: true })
    expect((await app.inject({ url: '/api/private/me', headers: bearer(token) })).statusCode).toBe(200)
    const refused = await app.inject({ url: '/api/private/accounts/whoami', headers: bearer(other) })
    expect(refused.statusCode).toBe(401)
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/private/login', payload: { email, password } })
    expect((await login(GOOD_PASSWORD)).statusCode).toBe(401)
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200)
  })
})
