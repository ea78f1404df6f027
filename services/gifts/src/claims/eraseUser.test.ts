import { listOutboxMail } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import { testCampaign } from '../testing/testCampaign.ts'

let app: GiftsApp
beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { GIFT_CLAIM_RATE_MAX: 1000 } })
  await testCampaign(app.db, { prizes: { AIRPOD3: { stock: 5, weight: 1 } } })
})
afterAll(() => app.close())

const userId = '0b6f4a6e-3f57-4d4c-9a55-6f3c2a1d9e01'
const erase = () =>
  app.inject({
    method: 'POST',
    url: '/internal/privacy/erase-user',
    payload: { userId, email: 'an.nguyen@rmit.edu.vn' },
  })

describe('POST /internal/privacy/erase-user in gifts', () => {
  it('keeps that a gift was given without the address, in the claim and its mail; a repeat changes nothing', async () => {
    const claimed = await app.inject({
      method: 'POST',
      url: '/gift/api/event/submit-email',
      payload: { email: 'An.Nguyen@RMIT.edu.vn' },
    })
    expect(claimed.statusCode).toBe(200)
    await app.outbox.drain()

    const first = await erase()
    expect(first.json()).toEqual({
      service: 'gifts',
      changed: { claims: 1, mailDropped: 0, mailScrubbed: 1, noticesDropped: 0 },
    })
    const [claim] = await app.db.selectFrom('gift_claims').selectAll().execute()
    expect(claim).toMatchObject({ gift: 'AIRPOD3', code: expect.any(String), mail_to: claim?.email })
    expect(claim?.email).toMatch(/^erased-\d+@invalid$/)
    const [mail] = await listOutboxMail(app.db, 'sent', 5)
    expect(mail).toMatchObject({ to: 'erased@invalid', subject: expect.stringContaining('Quà Tết') })

    const again = await erase()
    expect(again.json().changed).toEqual({ claims: 0, mailDropped: 0, mailScrubbed: 0, noticesDropped: 0 })
  })
})
