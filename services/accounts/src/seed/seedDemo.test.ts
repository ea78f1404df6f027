import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../AccountsApp.ts'
import { buildApp } from '../app.ts'
import { bearer, logIn } from '../testing/accountsFlow.ts'
import { demoStaff, demoUser, seedDemo } from './seedDemo.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { SEED_DEMO: true } })
})
afterAll(() => app.close())

describe('the demo seed', () => {
  it('gives a verified demo student with its balance, credited through the ledger', async () => {
    const token = await logIn(app, demoUser.email, demoUser.password)
    const me = (await app.inject({ url: '/api/private/me', headers: bearer(token) })).json()
    expect(me).toMatchObject({
      user: { first_name: 'Demo', email: 'demo@rmit.edu.vn', verified: true, role: 'student' },
      account: { balance: 1_250_000 },
    })
    const ledger = await app.db.selectFrom('ledger').select(['kind', 'amount', 'reason']).execute()
    expect(ledger).toEqual([{ kind: 'credit', amount: 1_250_000, reason: 'demo: opening balance' }])
  })

  it('gives a verified staff member for the desks', async () => {
    const token = await logIn(app, demoStaff.email, demoStaff.password)
    const me = (await app.inject({ url: '/api/private/me', headers: bearer(token) })).json()
    expect(me.user).toMatchObject({ email: 'staff@rmit.edu.vn', verified: true, role: 'staff' })
  })

  it('changes nothing when it runs again (every start)', async () => {
    await seedDemo(app)
    await seedDemo(app)
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(2)
    expect(await app.db.selectFrom('ledger').select('id').execute()).toHaveLength(1)
  })
})
