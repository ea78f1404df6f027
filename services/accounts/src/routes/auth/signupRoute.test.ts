import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { GOOD_PASSWORD, linkToken, studentEmail, waitForMail } from '../../testing/accountsFlow.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, {
    // Some tests sign one address up many times: the per-address count (campusLimits.test.ts) is not theirs.
    config: { SIGNUP_RATE_MAX: 1000, SIGNUP_ADDRESS_RATE_MAX: 1000, PUBLIC_ORIGIN: 'https://unikit.example' },
  })
})
afterAll(() => app.close())

const signup = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/private/signup',
    payload: {
      first_name: 'An',
      last_name: 'Nguyen',
      password: GOOD_PASSWORD,
      email: studentEmail(),
      ...payload,
    },
  })

describe('POST /api/private/signup', () => {
  it('creates an unverified student with a hashed password, an empty wallet and a verification mail', async () => {
    const email = studentEmail().replace('@rmit.edu.vn', '@RMIT.edu.vn')
    const response = await signup({ email: `  ${email} ` })
    expect(response.statusCode).toBe(201)
    const { id } = response.json()
    expect(Object.keys(response.json())).toEqual(['id'])

    const user = await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(user).toMatchObject({ email, role: 'student', email_verified_at: null, phone: null })
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const wallet = await app.db.selectFrom('wallets').selectAll().where('user_id', '=', id).executeTakeFirst()
    expect(wallet?.balance).toBe(0)

    const mail = await waitForMail(app, email, /Confirm your Unikit e-mail address/)
    expect(mail.links[0]).toMatch(/^https:\/\/unikit\.example\/u\/verify\?token=[A-Za-z0-9_-]{22}$/)
    const stored = await app.db.selectFrom('email_links').selectAll().where('user_id', '=', id).execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.token_hash).not.toContain(linkToken(mail))
    const week = stored[0]!.expires_at.getTime() - stored[0]!.created_at.getTime()
    expect(Math.abs(week - 7 * 86_400_000)).toBeLessThan(60_000)
  })

  it.each([
    'someone@gmail.com',
    's3912345@rmit.edu.vn.attacker.io',
    's3912345',
    's3912345@student.rmit.edu.vn',
  ])('refuses %s with 400 EMAIL_DOMAIN', async (email) => {
    const response = await signup({ email })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'EMAIL_DOMAIN',
      message: 'Use your university e-mail address (…@rmit.edu.vn)',
    })
  })

  it.each([
    ['too short', 'Ab1$xyz', /at least 8 characters/],
    ['too long', `${'x'.repeat(128)}y`, /at most 128|must NOT have more than 128/],
    ['the student number', 's3955555', /student number/],
    ['containing the student number', 'S3955555-pass!', /student number/],
    ['a common password', 'Password1', /too common/],
    ['a common password in capitals', 'BASEBALL', /too common/],
  ])('refuses a password that is %s', async (_rule, password, message) => {
    const response = await signup({ email: 's3955555@rmit.edu.vn', password })
    expect(response.statusCode).toBe(400)
    expect(['WEAK_PASSWORD', 'VALIDATION_FAILED']).toContain(response.json().error.code)
    expect(response.json().error.message).toMatch(message)
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 's3955555@rmit.edu.vn')
      .execute()
    expect(user).toHaveLength(0)
  })

  it('answers an address that has an account exactly as a new one, and mails its owner instead', async () => {
    const email = studentEmail()
    const first = await signup({ email })
    expect(first.statusCode).toBe(201)
    const again = await signup({
      email: email.toUpperCase().replace('RMIT.EDU.VN', 'rmit.edu.vn'),
      first_name: 'Someone',
      password: `${GOOD_PASSWORD}-other`,
    })
    expect(again.statusCode).toBe(201)
    expect(Object.keys(again.json())).toEqual(['id'])
    expect(again.json().id).toMatch(/^[0-9a-f-]{36}$/)
    expect(again.json().id).not.toBe(first.json().id)
    expect(again.headers['content-type']).toBe(first.headers['content-type'])
    const mail = await waitForMail(app, email, /You already have a Unikit account/)
    expect(mail.text).toContain('Hello An,')
    expect(mail.text).toContain('https://unikit.example')
    // Nothing changed: one account, its name and password as they were.
    const users = await app.db
      .selectFrom('users')
      .select(['first_name'])
      .where('email', 'ilike', email)
      .execute()
    expect(users).toEqual([{ first_name: 'An' }])
  })

  it('makes one account of ten concurrent sign-ups of one address, and answers all ten alike', async () => {
    const email = studentEmail()
    const responses = await Promise.all(Array.from({ length: 10 }, () => signup({ email })))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201))
    const users = await app.db.selectFrom('users').select('id').where('email', 'ilike', email).execute()
    expect(users).toHaveLength(1)
  })

  it('requires the names', async () => {
    const response = await signup({ first_name: '   ' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'body.first_name is required',
    })
    expect((await signup({ last_name: undefined })).json().error.code).toBe('VALIDATION_FAILED')
  })

  it('stores a name with markup as plain text and returns it verbatim', async () => {
    const name = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const response = await signup({ first_name: name })
    const stored = await app.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow()
    expect(stored.first_name).toBe(name)
  })
})

describe('sign-up rate limit', () => {
  it('answers 429 RATE_LIMITED past SIGNUP_RATE_MAX per client address', async () => {
    const limited = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 2 } })
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/private/signup',
          payload: { first_name: 'A', last_name: 'B', email: 'nobody@gmail.com', password: GOOD_PASSWORD },
        })
      expect((await attempt()).statusCode).toBe(400)
      expect((await attempt()).statusCode).toBe(400)
      const third = await attempt()
      expect(third.statusCode).toBe(429)
      expect(third.json().error.code).toBe('RATE_LIMITED')
      expect(third.headers['retry-after']).toBeDefined()
    } finally {
      await limited.close()
    }
  })
})
