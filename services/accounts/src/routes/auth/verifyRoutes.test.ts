import { buildTestApp } from '@unikit/service-kit/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import {
  bearer,
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
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000, VERIFY_MAIL_RATE_MAX: 1000 } })
})
afterAll(() => app.close())

const SUBJECT = /Confirm your Unikit e-mail address/
const verify = (token: string) =>
  app.inject({ method: 'POST', url: '/api/private/u/verify', payload: { token } })
const me = async (token: string) =>
  (await app.inject({ url: '/api/private/me', headers: bearer(token) })).json()

describe('e-mail verification', () => {
  it('confirms the address once: the user reads verified, the link is then spent', async () => {
    const { email } = await signUp(app)
    const session = await logIn(app, email)
    expect((await me(session)).user.verified).toBe(false)
    const token = linkToken(await waitForMail(app, email, SUBJECT))

    const response = await verify(token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, email })
    expect((await me(session)).user.verified).toBe(true)

    const again = await verify(token)
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('INVALID_LINK')
  })

  it.each(['unknown-token-000000000', ''])(
    'refuses the unknown token %j with 400 INVALID_LINK',
    async (token) => {
      const response = await verify(token)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('INVALID_LINK')
    },
  )

  it('refuses a link after its week', async () => {
    const { email, id } = await signUp(app)
    const token = linkToken(await waitForMail(app, email, SUBJECT))
    await sql`update email_links set expires_at = now() - interval '1 second' where user_id = ${id}`.execute(
      app.db,
    )
    expect((await verify(token)).json().error.code).toBe('INVALID_LINK')
  })

  it('lets exactly one of concurrent uses of a link through', async () => {
    const { email } = await signUp(app)
    const token = linkToken(await waitForMail(app, email, SUBJECT))
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => verify(token)))).map(
      (r) => r.statusCode,
    )
    expect(statuses.sort()).toEqual([200, ...Array(7).fill(400)])
  })

  it('re-sends a link to the signed-in user, and nothing once verified', async () => {
    const { email } = await signUp(app)
    const session = await logIn(app, email)
    await waitForMail(app, email, SUBJECT)
    const resend = () =>
      app.inject({ method: 'POST', url: '/api/private/u/verify/create', headers: bearer(session) })
    expect((await resend()).json()).toEqual({ ok: true })
    const mails = await mailsTo(app, email, SUBJECT)
    expect(mails).toHaveLength(2)
    // Both links work until one is used.
    expect((await verify(linkToken(mails[0]!))).statusCode).toBe(200)
    expect((await resend()).json()).toEqual({ ok: true })
    expect(await mailsTo(app, email, SUBJECT)).toHaveLength(2)
  })

  it('needs a session to re-send', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/private/u/verify/create' })
    expect(response.statusCode).toBe(401)
  })

  it('does not confirm a new address with a link sent to the old one', async () => {
    const { email, id } = await signUp(app)
    await markVerified(app, id)
    const session = await logIn(app, email)
    const oldLink = linkToken(await waitForMail(app, email, SUBJECT))
    const newEmail = studentEmail()
    const update = await moveAddress(app, session, newEmail)
    expect(update.statusCode).toBe(200)
    expect((await verify(oldLink)).json().error.code).toBe('INVALID_LINK')
    expect((await verify(linkToken(await waitForMail(app, newEmail, SUBJECT)))).json()).toEqual({
      ok: true,
      email: newEmail,
    })
  })
})
