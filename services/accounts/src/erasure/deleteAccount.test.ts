import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../AccountsApp.ts'
import { buildApp } from '../app.ts'
import { erasedEmail } from '../db/erasedAccounts.ts'
import { listErasureJobs } from '../db/erasureJobs.ts'
import { bearer, GOOD_PASSWORD, logIn, signUp } from '../testing/accountsFlow.ts'

let app: AccountsApp

beforeAll(async () => {
  // Nothing listens at these addresses: the jobs stay pending, as written by the deletion.
  app = await buildTestApp(buildApp, {
    config: {
      SIGNUP_RATE_MAX: 1000,
      ERASURE_SERVICES: 'orders=http://127.0.0.1:9,drive=http://127.0.0.1:9',
      ERASURE_RETRY_BASE_MS: 60_000,
    },
  })
})
afterAll(() => app.close())

const remove = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/private/accounts/me/delete',
    headers: bearer(token),
    payload: { password },
  })

const userRow = (id: string) =>
  app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('POST /api/private/accounts/me/delete', () => {
  it('with a wrong password answers 400 WRONG_PASSWORD and changes nothing', async () => {
    const { email, id } = await signUp(app)
    const token = await logIn(app, email)
    const before = await userRow(id)

    const answer = await remove(token, 'Not my password 1')
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error.code).toBe('WRONG_PASSWORD')
    expect(await userRow(id)).toEqual(before)
    expect(await listErasureJobs(app.db, id)).toEqual([])
    expect((await app.inject({ url: '/api/private/me', headers: bearer(token) })).statusCode).toBe(200)
    await logIn(app, email)
  })

  it('signs out everywhere, refuses sign-in, anonymises the row and writes one job per service', async () => {
    const { email, id } = await signUp(app, { first_name: 'Lan', last_name: 'Tran' })
    const token = await logIn(app, email)
    const other = await logIn(app, email)
    await app.db.updateTable('users').set({ phone: '0901234567' }).where('id', '=', id).execute()

    const answer = await remove(token, GOOD_PASSWORD)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ ok: true, pending: ['orders', 'drive'] })
    expect(answer.headers['set-cookie']).toMatch(/^__Host-unikit-session=; Max-Age=0/)

    for (const old of [token, other]) {
      expect((await app.inject({ url: '/api/private/me', headers: bearer(old) })).statusCode).toBe(401)
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/private/login',
      payload: { email, password: GOOD_PASSWORD },
    })
    expect(signIn.statusCode).toBe(401)
    expect((await remove(token, GOOD_PASSWORD)).statusCode).toBe(401)

    const row = await userRow(id)
    expect(row).toMatchObject({
      email: erasedEmail(id),
      first_name: '',
      last_name: '',
      phone: null,
      password_hash: '',
      deleted_at: expect.any(Date),
    })
    expect(JSON.stringify(row)).not.toMatch(/Lan|Tran|0901234567/)
    const jobs = await listErasureJobs(app.db, id)
    expect(jobs.map((job) => [job.service, job.status, job.email])).toEqual([
      ['drive', 'pending', email],
      ['orders', 'pending', email],
    ])
    const left = await Promise.all(
      (['known_devices', 'email_links', 'email_changes'] as const).map((table) =>
        app.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute(),
      ),
    )
    expect(left.flat()).toEqual([])
    // No service finds an address or a name to mail or show for it.
    const contacts = await app.inject({
      method: 'POST',
      url: '/internal/users/contact',
      payload: { userIds: [id] },
    })
    expect(contacts.json()).toEqual({ data: [] })
    // The wallet stays, tied to the anonymised id: the ledger is a money record.
    expect(
      await app.db.selectFrom('wallets').select('user_id').where('user_id', '=', id).execute(),
    ).toHaveLength(1)
  })

  it('lets the address sign up again as a new account', async () => {
    const { email, id } = await signUp(app)
    const token = await logIn(app, email)
    expect((await remove(token, GOOD_PASSWORD)).statusCode).toBe(200)
    const again = await signUp(app, { email })
    expect(again.id).not.toBe(id)
  })

  it('needs a session and a password', async () => {
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/private/accounts/me/delete',
      payload: { password: GOOD_PASSWORD },
    })
    expect(unsigned.statusCode).toBe(401)
    const { email } = await signUp(app)
    const token = await logIn(app, email)
    const empty = await app.inject({
      method: 'POST',
      url: '/api/private/accounts/me/delete',
      headers: bearer(token),
      payload: {},
    })
    expect(empty.statusCode).toBe(400)
  })
})
