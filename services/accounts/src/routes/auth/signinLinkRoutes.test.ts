import { readOutbox } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { GOOD_PASSWORD, linkToken, signUp, studentEmail, waitForMail } from '../../testing/accountsFlow.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, {
    config: { SIGNUP_RATE_MAX: 1000, PUBLIC_ORIGIN: 'https://unikit.example' },
  })
})
afterAll(() => app.close())

const post = (url: string, payload: object, ip = '203.0.113.30') =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } })

describe('sign-in by a link', () => {
  it('lets the owner in from a new device while strangers’ guesses hold the account, once per link', async () => {
    const { email } = await signUp(app)
    // Guesses from this address hold it for the account, even with the right password.
    for (let n = 0; n < 5; n++) await post('/api/private/login', { email, password: `Guess ${n}` })
    expect((await post('/api/private/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(429)

    expect((await post('/api/private/login/link', { email })).json()).toEqual({ ok: true })
    const mail = await waitForMail(app, email, /Your Unikit sign-in link/)
    const token = linkToken(mail)
    const used = await post('/api/private/login/link/use', { token })
    expect(used.statusCode).toBe(200)
    expect(used.json().id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(String(used.headers['set-cookie'])).toMatch(/^__Host-unikit-device=/)
    const whoami = await app.inject({
      url: '/api/private/accounts/whoami',
      headers: { authorization: `Bearer ${used.json().id}` },
    })
    expect(whoami.statusCode).toBe(200)
    expect((await post('/api/private/login/link/use', { token })).json().error.code).toBe('INVALID_LINK')
  })

  it('answers an address without an account exactly the same, and mails nothing', async () => {
    const email = studentEmail()
    expect((await post('/api/private/login/link', { email })).json()).toEqual({ ok: true })
    await expect(waitForMail(app, email, /sign-in link/, 300)).rejects.toThrow()
  })

  it('keeps only the newest link working', async () => {
    const { email } = await signUp(app)
    await post('/api/private/login/link', { email })
    const first = linkToken(await waitForMail(app, email, /sign-in link/))
    await post('/api/private/login/link', { email })
    await expect
      .poll(async () => {
        const mails = await readOutbox(app.config.OUTBOX_DIR, { to: email, limit: 10 })
        return mails.filter((mail) => /sign-in link/.test(mail.subject)).length
      })
      .toBe(2)
    expect((await post('/api/private/login/link/use', { token: first })).json().error.code).toBe(
      'INVALID_LINK',
    )
  })
})
