import { listOutboxMail, readOutbox } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { GiftsApp } from '../../GiftsApp.ts'
import { type TestCampaignOptions, testCampaign } from '../../testing/testCampaign.ts'

let app: GiftsApp | undefined
afterEach(() => app?.close())

async function start(campaign: TestCampaignOptions | null, config: Partial<GiftsApp['config']> = {}) {
  app = await buildTestApp(buildApp, { config: { GIFT_CLAIM_RATE_MAX: 1000, ...config } })
  if (campaign) await testCampaign(app.db, campaign)
  return app
}

const submit = (email: unknown, idempotencyKey?: string) =>
  app!.inject({
    method: 'POST',
    url: '/gift/api/event/submit-email',
    payload: { email },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  })

const allAirpods = { prizes: { AIRPOD3: { stock: 5, weight: 1 } } }

describe('POST /gift/api/event/submit-email', () => {
  it('gives a prize, e-mails its code to the address as typed, and never returns the code', async () => {
    await start(allAirpods)
    const response = await submit('  An.Nguyen@RMIT.edu.vn ')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      status: 'success',
      data: {
        gift: 'AIRPOD3',
        email: 'An.Nguyen@RMIT.edu.vn',
        campaign: 'tet-test',
        claimedAt: expect.any(String),
      },
    })
    expect(response.body).not.toMatch(/LX-/)

    await app!.outbox.drain()
    const [mail] = await readOutbox(app!.config.OUTBOX_DIR, { to: 'An.Nguyen@RMIT.edu.vn', limit: 1 })
    const claim = await app!.db.selectFrom('gift_claims').selectAll().executeTakeFirstOrThrow()
    expect(claim).toMatchObject({ email: 'an.nguyen@rmit.edu.vn', gift: 'AIRPOD3' })
    expect(mail?.subject).toBe('Quà Tết 2027 từ Unikit: mã nhận Tai nghe AirPods 3')
    expect(mail?.text).toContain(`Mã nhận quà của bạn: ${claim.code}`)
    expect(mail?.html).toContain(claim.code)
  })

  it('answers 409 EMAIL_ALREADY_USED for the same person, however the address is written', async () => {
    await start(allAirpods)
    expect((await submit('lan.tran+tet@gmail.com')).statusCode).toBe(200)
    for (const variant of ['LanTran@gmail.com', ' l.a.n.t.r.a.n@GoogleMail.com ', 'lantran+2@gmail.com']) {
      const response = await submit(variant)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        status: 'error',
        error: { code: 'EMAIL_ALREADY_USED', message: 'This e-mail address has already claimed its gift' },
      })
    }
    expect(await app!.db.selectFrom('gift_claims').select('id').execute()).toHaveLength(1)
  })

  it('checks the address as the page does: required, then valid', async () => {
    await start(allAirpods)
    const codes = async (email: unknown) => {
      const response = await submit(email)
      return [response.statusCode, response.json().status, response.json().error.code]
    }
    expect(await codes('   ')).toEqual([400, 'error', 'EMAIL_REQUIRED'])
    expect(await codes('not-an-address')).toEqual([400, 'error', 'INVALID_EMAIL'])
    expect(await codes('+only-a-tag@gmail.com')).toEqual([400, 'error', 'INVALID_EMAIL'])
    // No address at all is the same mistake as an empty one; a non-string is malformed.
    expect(await codes(undefined)).toEqual([400, 'error', 'EMAIL_REQUIRED'])
    expect(await codes({ address: 'lan@rmit.edu.vn' })).toEqual([400, 'error', 'VALIDATION_FAILED'])
    expect(await codes('a'.repeat(400))).toEqual([400, 'error', 'VALIDATION_FAILED'])
    const bodyless = await app!.inject({ method: 'POST', url: '/gift/api/event/submit-email' })
    expect([bodyless.statusCode, bodyless.json().error.code]).toEqual([400, 'EMAIL_REQUIRED'])
    expect(await app!.db.selectFrom('gift_claims').select('id').execute()).toHaveLength(0)
  })

  it('takes no claim outside the campaign window, or without a campaign', async () => {
    await start({ ...allAirpods, state: 'upcoming' })
    expect((await submit('early@rmit.edu.vn')).json().error.code).toBe('CAMPAIGN_NOT_STARTED')
    await app!.close()
    await start({ ...allAirpods, state: 'ended' })
    expect((await submit('late@rmit.edu.vn')).json().error.code).toBe('CAMPAIGN_ENDED')
    await app!.close()
    await start(null)
    const response = await submit('nobody@rmit.edu.vn')
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'CAMPAIGN_ENDED'])
  })

  it('gives NONE, with no code and no mail, once the stock is gone', async () => {
    await start({ prizes: { CARD: { stock: 1, weight: 1 } } })
    expect((await submit('first@rmit.edu.vn')).json().data.gift).toBe('CARD')
    const second = (await submit('second@rmit.edu.vn')).json()
    expect(second.data).toMatchObject({ gift: 'NONE' })
    const claim = await app!.db
      .selectFrom('gift_claims')
      .selectAll()
      .where('mail_to', '=', 'second@rmit.edu.vn')
      .executeTakeFirstOrThrow()
    expect(claim.code).toBeNull()
    await app!.outbox.drain()
    expect(await readOutbox(app!.config.OUTBOX_DIR, { to: 'second@rmit.edu.vn', limit: 1 })).toEqual([])
  })

  it('keeps the claim when the mail cannot be sent: the mail waits in the outbox for a retry', async () => {
    // Nothing listens on port 9 of the loopback: the SMTP connection is refused.
    await start(allAirpods, { SMTP_URL: 'smtp://127.0.0.1:9' })
    const response = await submit('offline@rmit.edu.vn')
    expect(response.json().data).toMatchObject({ gift: 'AIRPOD3' })
    const claim = await app!.db.selectFrom('gift_claims').selectAll().executeTakeFirstOrThrow()
    expect(claim.code).toMatch(/^LX-/)
    await app!.outbox.drain()
    const [pending] = await listOutboxMail(app!.db, 'pending', 5)
    expect(pending).toMatchObject({ kind: 'gift-prize', to: 'offline@rmit.edu.vn', attempts: 1 })
    expect(pending?.lastError).toMatch(/ECONNREFUSED/)
  })

  it('answers a repeated attempt (the same Idempotency-Key) with its gift, never "already used"', async () => {
    await start(allAirpods)
    const first = await submit('retry@rmit.edu.vn', 'attempt-0001-abcdef')
    const again = await submit('retry@rmit.edu.vn', 'attempt-0001-abcdef')
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toEqual(first.json().data)
    // Anyone else typing the address, with another key or none, learns nothing about the gift.
    for (const key of ['attempt-0002-abcdef', undefined]) {
      const other = await submit('retry@rmit.edu.vn', key)
      expect([other.statusCode, other.json().error.code]).toEqual([409, 'EMAIL_ALREADY_USED'])
    }
    expect(await app!.db.selectFrom('gift_claims').select('id').execute()).toHaveLength(1)
    await app!.outbox.drain()
    expect(await readOutbox(app!.config.OUTBOX_DIR, { to: 'retry@rmit.edu.vn', limit: 5 })).toHaveLength(1)
  })

  it('refuses a malformed Idempotency-Key', async () => {
    await start(allAirpods)
    const response = await submit('key@rmit.edu.vn', 'bad key!')
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'VALIDATION_FAILED'])
  })

  it('limits claims per IP address, with the error status', async () => {
    await start(allAirpods, { GIFT_CLAIM_RATE_MAX: 2 })
    const statuses = []
    for (const name of ['a', 'b', 'c']) statuses.push((await submit(`${name}@rmit.edu.vn`)).statusCode)
    expect(statuses).toEqual([200, 200, 429])
    expect((await submit('d@rmit.edu.vn')).json()).toMatchObject({
      status: 'error',
      error: { code: 'RATE_LIMITED' },
    })
  })
})
