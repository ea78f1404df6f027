import { AdminError } from '@unikit/service-kit/admin'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../AccountsApp.ts'
import { buildApp } from '../app.ts'
import { bearer, linkToken, logIn, signUp, waitForMail } from '../testing/accountsFlow.ts'
import { runAdmin } from './runAdmin.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SIGNUP_RATE_MAX: 1000 } })
})
afterAll(() => app.close())

const admin = (line: string) =>
  runAdmin(
    line.match(/"[^"]*"|\S+/g)!.map((arg) => arg.replaceAll('"', '')),
    app,
  )

describe('admin commands', () => {
  it('credit a bank transfer once per reference, and show the balance and ledger', async () => {
    const { email, id } = await signUp(app)
    expect(await admin(`credit ${email} 500,000 --ref FT26011234567`)).toMatch(
      /^Credited 500,000 ₫ to .* \(entry \d+\)\. Balance: 500,000 ₫\.\n$/,
    )
    expect(await admin(`credit ${email.toUpperCase()} 500000 --ref FT26011234567`)).toMatch(
      /already credited .*nothing changed/,
    )
    await expect(admin(`credit ${email} 600000 --ref FT26011234567`)).rejects.toThrow(
      /another amount or account/,
    )
    await admin(`credit ${email} 250000 --ref FT26019999999`)

    const token = await logIn(app, email)
    const me = (await app.inject({ url: '/api/private/me', headers: bearer(token) })).json()
    expect(me.account.balance).toBe(750_000)

    const listed = await admin(`balance ${email}`)
    expect(listed).toContain(`${email} (An Nguyen, student): balance 750,000 ₫`)
    expect(listed).toMatch(/\+ +500,000 ₫ +→ +500,000 ₫ +bank-transfer:FT26011234567/)
    expect(listed).toMatch(/\+ +250,000 ₫ +→ +750,000 ₫ +bank-transfer:FT26019999999/)
    expect(id).toBeDefined()
  })

  it('promote and demote', async () => {
    const { email, id } = await signUp(app)
    expect(await admin(`promote ${email}`)).toBe(`${email} is now an admin.\n`)
    const introspect = async () => {
      const token = await logIn(app, email)
      return (
        await app.inject({ method: 'POST', url: '/internal/sessions/introspect', payload: { token } })
      ).json()
    }
    expect(await introspect()).toMatchObject({ userId: id, role: 'admin' })
    expect(await admin(`demote ${email}`)).toBe(`${email} is now a student.\n`)
    expect(await introspect()).toMatchObject({ role: 'student' })
  })

  it('set a role: staff run the desks', async () => {
    const { email, id } = await signUp(app)
    expect(await admin(`role ${email} staff`)).toBe(`${email} is now staff.\n`)
    const token = await logIn(app, email)
    const introspected = await app.inject({
      method: 'POST',
      url: '/internal/sessions/introspect',
      payload: { token },
    })
    expect(introspected.json()).toMatchObject({ userId: id, role: 'staff' })
    await expect(admin(`role ${email} boss`)).rejects.toThrow(/one of student, staff, admin/)
  })

  it('create an admin who chooses the password through the printed link', async () => {
    const output = await admin('create-admin ops@rmit.edu.vn --first-name "Ops" --last-name Team')
    const url = /open within one hour:\n {2}(\S+)/.exec(output)?.[1]
    expect(url).toMatch(/\/u\/reset\?token=/)
    const mail = await waitForMail(app, 'ops@rmit.edu.vn', /Reset your Unikit password/)
    expect(mail.links[0]).toBe(url)
    const token = linkToken(mail)
    const reset = await app.inject({
      method: 'POST',
      url: '/api/private/u/reset',
      payload: { token, password: 'Operations passphrase 1' },
    })
    expect(reset.json()).toEqual({ ok: true })
    const session = await logIn(app, 'ops@rmit.edu.vn', 'Operations passphrase 1')
    const me = (await app.inject({ url: '/api/private/me', headers: bearer(session) })).json()
    expect(me.user).toMatchObject({ first_name: 'Ops', verified: true })
    await expect(admin('create-admin ops@rmit.edu.vn --first-name A --last-name B')).rejects.toThrow(
      /use "promote"/,
    )
  })

  it.each([
    ['credit nobody@rmit.edu.vn 1000 --ref X1', /No account has the address nobody@rmit.edu.vn/],
    ['credit a@rmit.edu.vn 1.5 --ref X1', /whole dong/],
    ['credit a@rmit.edu.vn 0 --ref X1', /from 1 to/],
    ['credit a@rmit.edu.vn 1000', /--ref is required/],
    ['credit a@rmit.edu.vn 1000 --ref "a b"', /bank reference/],
    ['create-admin x@gmail.com --first-name A --last-name B', /not an address of rmit.edu.vn/],
    ['promote', /Missing the e-mail address/],
    ['balance --colour', /Unknown option '--colour'/],
    ['delete everything', /^Usage:/],
  ])('explains what is wrong with: %s', async (line, message) => {
    const attempt = admin(line)
    await expect(attempt).rejects.toBeInstanceOf(AdminError)
    await expect(attempt).rejects.toThrow(message)
  })
})
