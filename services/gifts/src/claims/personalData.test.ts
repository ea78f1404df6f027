import { type BehindAccounts, startBehindAccounts } from '@unikit/accounts/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import { testCampaign } from '../testing/testCampaign.ts'

let platform: BehindAccounts<GiftsApp>

beforeAll(async () => {
  platform = await startBehindAccounts(buildApp, { GIFT_CLAIM_RATE_MAX: 1000 })
  await testCampaign(platform.app.db, { prizes: { AIRPOD3: { stock: 10, weight: 1 } } })
})
afterAll(() => platform.close())

const claim = (email: string) => platform.call(null, 'POST', '/gift/api/event/submit-email', { email })

describe('Download my data: gift claims made with the account’s address', () => {
  it('lists the claims of a verified account’s address, never another’s, and never the prize code', async () => {
    const student = await platform.accounts.student()
    expect((await claim(`  ${student.email.toUpperCase()} `)).status).toBe(200)
    expect((await claim('someone.else@rmit.edu.vn')).status).toBe(200)
    const answer = await platform.call(student, 'GET', '/api/private/gifts/me/export')
    expect(answer.status).toBe(200)
    expect(answer.body.service).toBe('gifts')
    expect(answer.body.data.claims).toEqual([
      expect.objectContaining({
        campaign: 'tet-test',
        year: 2027,
        gift: 'AIRPOD3',
        mailedTo: student.email.toUpperCase(),
      }),
    ])
    const codes = await platform.app.db.selectFrom('gift_claims').select('code').execute()
    for (const { code } of codes) expect(JSON.stringify(answer.body)).not.toContain(code)
  })

  it('lists nothing for an address its account has not verified', async () => {
    const unverified = await platform.accounts.signUpAndLogIn()
    expect((await claim(unverified.email)).status).toBe(200)
    const answer = await platform.call(
      { userId: unverified.userId, email: unverified.email, token: unverified.token },
      'GET',
      '/api/private/gifts/me/export',
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data.claims).toEqual([])
  })

  it('answers only the signed-in user', async () => {
    expect((await platform.call(null, 'GET', '/api/private/gifts/me/export')).status).toBe(401)
  })
})
