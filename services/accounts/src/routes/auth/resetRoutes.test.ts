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
  markVerified,
  moveAddress,
  signUp,
  studentEmail,
  waitForMail,
} from '../../testing/accountsFlow.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, {
    config: { SIGNUP_RATE_MAX: 1000, RESET_RATE_MAX: 1000, PUBLIC_ORIGIN: 'https://unikit.example' },
  })
})
afterAll(() => app.close())

const SUBJECT = /Reset your Unikit password/
const NEW_PASSWORD = 'A brand new passphrase 8'
const askReset = (email: string) =>
  app.inject({ method: 'POST', url: '/api/private/reset_password', payload: { email } })
const confirm = (token: string, password = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/private/u/reset', payload: { token, password } })

/** What a client could compare between two answers. */
const visible = (response: Awaited<ReturnType<typeof askReset>>) => ({
  status: response.statusCode,
  body: response.body,
  headers: Object.keys(response.headers)
    .filter((name) => !['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name))
    .sort()
    .map((name) => `${name}: ${name === 'x-request-id' ? '' : response.headers[name]}`),
})

describe('POST /api/private/reset_password', () => {
  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    const { email } = await signUp(app)
    const stranger = studentEmail()
    const known = await askReset(email)
    const unknown = await askReset(stranger)
    expect(visible(known)).toEqual(visible(unknown))
    expect(known.json()).toEqual({ ok: true })

    const mail = await waitForMail(app, email, SUBJECT)
    expect(mail.links[0]).toMatch(/^https:\/\/unikit\.example\/u\/reset\?token=[A-Za-z0-9_-]{22}$/)
    expect(await mailsTo(app, stranger, SUBJECT)).toHaveLength(0)
  })

  it('takes about the same time for a known and an unknown address', async () => {
    const { email } = await signUp(app)
    const known: number[] = []
    const unknown: number[] = []
    const timed = async (address: string) => {
      const started = performance.now()
      await askReset(address)
      return performance.now() - started
    }
    for (let round = 0; round < 8; round++) {
      known.push(await timed(email))
      unknown.push(await timed(studentEmail()))
    }
    // The link is made and mailed after the answer: both answers only look the address up. The fastest of each
    // kind is what the work itself costs (a busy machine only ever adds time), and the bound is well under one
    // password hash (about 100 ms here), which is what a difference in work would show.
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(40)
  })

  it('refuses a non-university address with 400 EMAIL_DOMAIN', async () => {
    const response = await askReset('someone@gmail.com')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('EMAIL_DOMAIN')
  })

  it('sends at most 5 links an hour to one account, answering the same', async () => {
    const { email } = await signUp(app)
    for (let n = 0; n < 7; n++) expect((await askReset(email)).json()).toEqual({ ok: true })
    await waitForMail(app, email, SUBJECT)
    expect(await mailsTo(app, email, SUBJECT)).toHaveLength(5)
  })
})

describe('POST /api/private/u/reset', () => {
  it('sets the new password once, ends every session and confirms the address', async () => {
    const { email } = await signUp(app)
    const sessions = [await logIn(app, email), await logIn(app, email)]
    await askReset(email)
    const token = linkToken(await waitForMail(app, email, SUBJECT))

    expect((await confirm(token)).json()).toEqual({ ok: true })
    for (const session of sessions) {
      expect((await app.inject({ url: '/api/private/me', headers: bearer(session) })).statusCode).toBe(401)
    }
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/private/login', payload: { email, password } })
    expect((await login(GOOD_PASSWORD)).statusCode).toBe(401)
    const session = (await login(NEW_PASSWORD)).json().id
    const me = (await app.inject({ url: '/api/private/me', headers: bearer(session) })).json()
    expect(me.user.verified).toBe(true)

    expect((await confirm(token, 'Yet another passphrase 9')).json().error.code).toBe('INVALID_LINK')
  })

  it('keeps the link usable when the new password is refused', async () => {
    const { email } = await signUp(app)
    await askReset(email)
    const token = linkToken(await waitForMail(app, email, SUBJECT))
    const weak = await confirm(token, 'password')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.code).toBe('WEAK_PASSWORD')
    const studentNumber = await confirm(token, `${email.split('@')[0]}!2026`)
    expect(studentNumber.json().error.message).toMatch(/student number/)
    expect((await confirm(token)).json()).toEqual({ ok: true })
  })

  it('refuses a link after its hour, and a used one', async () => {
    const { email, id } = await signUp(app)
    await askReset(email)
    const expired = linkToken(await waitForMail(app, email, SUBJECT))
    await sql`update email_links set expires_at = now() - interval '1 second'
      where user_id = ${id} and purpose = 'reset'`.execute(app.db)
    expect((await confirm(expired)).json().error.code).toBe('INVALID_LINK')

    await askReset(email)
    let fresh: string | undefined
    while (!fresh)
      fresh = (await mailsTo(app, email, SUBJECT)).map(linkToken).find((token) => token !== expired)
    expect((await confirm(fresh)).statusCode).toBe(200)
    expect((await confirm(fresh, 'Something else again 5')).json().error.code).toBe('INVALID_LINK')
  })

  it('refuses a link sent to an address the account no longer has, as a used one', async () => {
    const { email, id } = await signUp(app)
    await markVerified(app, id)
    const token = await logIn(app, email)
    await askReset(email)
    const old = linkToken(await waitForMail(app, email, SUBJECT))
    const moved = await moveAddress(app, token, studentEmail())
    expect(moved.statusCode).toBe(200)
    // The move retired the link; a link issued to the old address in a race with it would still be usable.
    await sql`update email_links set used_at = null where user_id = ${id} and purpose = 'reset'`.execute(
      app.db,
    )

    const refused = await confirm(old)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('INVALID_LINK')
    expect((await app.inject({ url: '/api/private/me', headers: bearer(token) })).statusCode).toBe(200)
  })

  it('takes a link whose address differs from the account’s only in case', async () => {
    const { email } = await signUp(app)
    const token = await logIn(app, email)
    await askReset(email)
    const link = linkToken(await waitForMail(app, email, SUBJECT))
    const recased = email.toUpperCase().replace('RMIT.EDU.VN', 'rmit.edu.vn')
    const update = await app.inject({
      method: 'POST',
      url: '/api/private/me/update',
      headers: bearer(token),
      payload: { first_name: 'An', last_name: 'Nguyen', email: recased, phone: null },
    })
    expect(update.json().user.email).toBe(recased)
    expect((await confirm(link)).json()).toEqual({ ok: true })
  })

  it('makes only the newest link work: asking again retires the older ones', async () => {
    const { email } = await signUp(app)
    await askReset(email)
    const older = linkToken(await waitForMail(app, email, SUBJECT))
    await askReset(email)
    let newer: string | undefined
    while (!newer)
      newer = (await mailsTo(app, email, SUBJECT)).map(linkToken).find((token) => token !== older)
    expect((await confirm(older)).json().error.code).toBe('INVALID_LINK')
    expect((await confirm(newer)).json()).toEqual({ ok: true })
  })

  it('uses up every reset link of the account on success', async () => {
    const { email, id } = await signUp(app)
    await askReset(email)
    const first = linkToken(await waitForMail(app, email, SUBJECT))
    await askReset(email)
    let second: string | undefined
    while (!second)
      second = (await mailsTo(app, email, SUBJECT)).map(linkToken).find((token) => token !== first)
    // Two usable links at once, as links made before newer ones retired older ones could be.
    await sql`update email_links set used_at = null where user_id = ${id} and purpose = 'reset'`.execute(
      app.db,
    )
    expect((await confirm(second)).statusCode).toBe(200)
    expect((await confirm(first, 'Something else again 5')).json().error.code).toBe('INVALID_LINK')
    const usable = await app.db
      .selectFrom('email_links')
      .select('id')
      .where('user_id', '=', id)
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute()
    expect(usable).toEqual([])
  })

  it('makes links that last one hour', async () => {
    const { email, id } = await signUp(app)
    await askReset(email)
    await waitForMail(app, email, SUBJECT)
    const link = await app.db
      .selectFrom('email_links')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', id)
      .where('purpose', '=', 'reset')
      .executeTakeFirstOrThrow()
    const ms = link.expires_at.getTime() - link.created_at.getTime()
    expect(Math.abs(ms - 3_600_000)).toBeLessThan(60_000)
  })
})
