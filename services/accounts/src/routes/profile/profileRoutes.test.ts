import { buildTestApp } from '@unikit/service-kit/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import {
  bearer,
  GOOD_PASSWORD,
  linkToken,
  logIn,
  mailsTo,
  signUp,
  studentEmail,
  verifyAddress,
  waitForMail,
} from '../../testing/accountsFlow.ts'
import { applyEntry } from '../../wallet/applyEntry.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000, PASSWORD_CHANGE_RATE_MAX: 1000 } })
})
afterAll(() => app.close())

/** A student who opened their verification link: only they may move to another address. */
async function signedIn() {
  const user = await signUp(app)
  await verifyAddress(app, user.email)
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
      user: {
        id,
        first_name: 'An',
        last_name: 'Nguyen',
        email,
        phone: null,
        verified: true,
        role: 'student',
      },
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
      verified: true,
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
      current_password: GOOD_PASSWORD,
    })
    expect(response.json().user).toMatchObject({ email: newEmail, verified: false })
    await waitForMail(app, newEmail, /Confirm your Unikit e-mail address/)
  })

  it('needs the current password to change the address (400, not a sign-out), and changes nothing without', async () => {
    const { email, token } = await signedIn()
    const change = { first_name: 'Mallory', last_name: 'Nguyen', email: studentEmail(), phone: null }
    const missing = await update(token, change)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toEqual({
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: 'Enter your current password to change your e-mail address',
    })
    expect((await update(token, { ...change, current_password: '' })).json().error.code).toBe(
      'CURRENT_PASSWORD_REQUIRED',
    )
    const wrong = await update(token, { ...change, current_password: 'Not my password 1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD')
    const me = await app.inject({ url: '/api/private/me', headers: bearer(token) })
    expect(me.json().user).toMatchObject({ email, first_name: 'An' })
    expect(await mailsTo(app, change.email, /Confirm/)).toHaveLength(0)
  })

  it('tells the old address, and ends the verification and reset links sent to it', async () => {
    const { id, email, token } = await signedIn()
    const verifyOld = linkToken(await waitForMail(app, email, /Confirm/))
    await app.inject({ method: 'POST', url: '/api/private/reset_password', payload: { email } })
    const resetOld = linkToken(await waitForMail(app, email, /Reset your Unikit password/))
    const newEmail = studentEmail()
    const changed = await update(token, {
      first_name: 'An',
      last_name: 'Nguyen',
      email: newEmail,
      phone: null,
      current_password: GOOD_PASSWORD,
    })
    expect(changed.statusCode).toBe(200)

    const notice = await waitForMail(app, email, /Your Unikit e-mail address was changed/)
    expect(notice.text).toContain(`changed from ${email} to ${newEmail}`)
    expect(notice.text).toMatch(/If you did not, someone else may be using your account/)
    const verify = await app.inject({
      method: 'POST',
      url: '/api/private/u/verify',
      payload: { token: verifyOld },
    })
    expect(verify.json().error.code).toBe('INVALID_LINK')
    const reset = await app.inject({
      method: 'POST',
      url: '/api/private/u/reset',
      payload: { token: resetOld, password: 'Taken over passphrase 4' },
    })
    expect(reset.json().error.code).toBe('INVALID_LINK')
    expect((await logIn(app, newEmail)).length).toBeGreaterThan(0)
    const history = await app.db
      .selectFrom('email_changes')
      .select(['old_email', 'new_email'])
      .where('user_id', '=', id)
      .execute()
    expect(history).toEqual([{ old_email: email, new_email: newEmail }])
  })

  it('counts wrong current passwords as failed sign-ins: the sixth guess is 429 TOO_MANY_ATTEMPTS', async () => {
    const { token } = await signedIn()
    const change = { first_name: 'An', last_name: 'Nguyen', email: studentEmail(), phone: null }
    for (let n = 0; n < 5; n++) {
      expect((await update(token, { ...change, current_password: `Guess ${n}` })).statusCode).toBe(400)
    }
    const throttled = await update(token, { ...change, current_password: GOOD_PASSWORD })
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().error.code).toBe('TOO_MANY_ATTEMPTS')
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
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
      current_password: GOOD_PASSWORD,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('EMAIL_TAKEN')
  })
})

describe('address changes per account', () => {
  let limited: AccountsApp
  const me = async (token: string) =>
    (await limited.inject({ url: '/api/private/me', headers: bearer(token) })).json().user.id as string
  beforeAll(async () => {
    limited = await buildTestApp(buildApp, { config: { EMAIL_CHANGE_RATE_MAX: 2 } })
  })
  afterAll(() => limited.close())

  const moveTo = (token: string, email: string) =>
    limited.inject({
      method: 'POST',
      url: '/api/private/me/update',
      headers: bearer(token),
      payload: { first_name: 'An', last_name: 'Nguyen', email, phone: null, current_password: GOOD_PASSWORD },
    })

  const verifiedIn = async () => {
    const { email } = await signUp(limited)
    await verifyAddress(limited, email)
    return logIn(limited, email)
  }

  it('are limited (EMAIL_CHANGE_RATE_MAX an hour): then 429 TOO_MANY_EMAIL_CHANGES, names still save', async () => {
    const token = await verifiedIn()
    // Each move leaves the account unverified until the new address's link is opened, as its owner does.
    const first = studentEmail()
    expect((await moveTo(token, first)).statusCode).toBe(200)
    await verifyAddress(limited, first)
    const last = studentEmail()
    expect((await moveTo(token, last)).statusCode).toBe(200)
    await verifyAddress(limited, last)
    const refused = await moveTo(token, studentEmail())
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_EMAIL_CHANGES',
      message: 'Too many e-mail address changes: try again in 60 minutes',
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60)
    // The letter case of the same address is no change; names and phone are not limited.
    const names = await limited.inject({
      method: 'POST',
      url: '/api/private/me/update',
      headers: bearer(token),
      payload: { first_name: 'Bình', last_name: 'Trần', email: last.toUpperCase(), phone: null },
    })
    expect(names.json().user).toMatchObject({ first_name: 'Bình', email: last.toUpperCase() })
    // An hour later, the oldest attempt has left the window.
    await sql`update email_change_attempts set created_at = created_at - interval '1 hour'
      where id = (select min(id) from email_change_attempts where user_id = ${await me(token)})`.execute(
      limited.db,
    )
    expect((await moveTo(token, studentEmail())).statusCode).toBe(200)
  })

  it('hold for concurrent changes: of 4 at once with room for 2, exactly 2 pass', async () => {
    const token = await verifiedIn()
    const responses = await Promise.all(Array.from({ length: 4 }, () => moveTo(token, studentEmail())))
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, 200, 429, 429])
    const me = await limited.inject({ url: '/api/private/me', headers: bearer(token) })
    const moved = responses.filter((response) => response.statusCode === 200).map((r) => r.json().user.email)
    expect(moved).toContain(me.json().user.email)
  })

  it('count an attempt at a taken address like a change, so probing which addresses have accounts stops at the limit', async () => {
    const taken = [await signUp(limited), await signUp(limited), await signUp(limited)]
    const token = await verifiedIn()
    expect((await moveTo(token, taken[0]?.email ?? '')).statusCode).toBe(409)
    expect((await moveTo(token, taken[1]?.email ?? '')).statusCode).toBe(409)
    // Taken or free, the third address gets the same answer: no more tries this hour.
    for (const next of [taken[2]?.email ?? '', studentEmail()]) {
      const refused = await moveTo(token, next)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error.code).toBe('TOO_MANY_EMAIL_CHANGES')
    }
  })

  it('need a verified account: an unverified one cannot probe addresses at all', async () => {
    const other = await signUp(limited)
    const { email } = await signUp(limited)
    const token = await logIn(limited, email)
    for (const next of [other.email, studentEmail()]) {
      const refused = await moveTo(token, next)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED')
    }
    expect(
      await limited.db
        .selectFrom('email_change_attempts')
        .selectAll()
        .where('user_id', '=', await me(token))
        .execute(),
    ).toEqual([])
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

  it('counts wrong current passwords as failed sign-ins: the sixth guess is 429 TOO_MANY_ATTEMPTS', async () => {
    const { token } = await signedIn()
    for (let n = 0; n < 5; n++) {
      expect((await setPassword(token, `Guess ${n}`, NEW_PASSWORD)).json().error.code).toBe('WRONG_PASSWORD')
    }
    const throttled = await setPassword(token, GOOD_PASSWORD, NEW_PASSWORD)
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().error.code).toBe('TOO_MANY_ATTEMPTS')
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
