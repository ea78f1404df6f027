import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { GiftsApp } from '../../GiftsApp.ts'
import { testCampaign } from '../../testing/testCampaign.ts'

let app: GiftsApp

beforeAll(async () => {
  // Every request comes from one IP here, so the per-IP limit is lifted for the test.
  app = await buildTestApp(buildApp, { config: { GIFT_CLAIM_RATE_MAX: 10_000 } })
  await testCampaign(app.db, {
    prizes: {
      AIRPOD3: { stock: 20, weight: 50 },
      CARD: { stock: 30, weight: 10 },
      TOTE_BAG: { stock: 10, weight: 10 },
    },
    noneWeight: 10,
  })
})
afterAll(() => app.close())

/** Five spellings of the same person: case, spaces, Gmail dots and +tags. */
function variants(n: number): string[] {
  if (n % 2 === 0) {
    const base = `student${n}@rmit.edu.vn`
    return [base, base.toUpperCase(), `  ${base} `, `\t${base.replace('student', 'Student')}`, base]
  }
  return [
    `sinhvien${n}@gmail.com`,
    `sinh.vien${n}@gmail.com`,
    ` SinhVien${n}+tet@Gmail.com`,
    `s.i.n.h.v.i.e.n${n}@googlemail.com`,
    `SINHVIEN${n}+lixi@GMAIL.COM `,
  ]
}

describe('500 concurrent claims for 100 people', () => {
  it('give exactly one gift each, at most the stock of each prize, and unique codes', async () => {
    const emails = Array.from({ length: 100 }, (_, n) => variants(n)).flat()
    // Interleave so the spellings of one person are far apart in the burst.
    emails.sort(() => Math.random() - 0.5)
    const responses = await Promise.all(
      emails.map((email) =>
        app.inject({ method: 'POST', url: '/gift/api/event/submit-email', payload: { email } }),
      ),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(100)
    expect(statuses.filter((status) => status === 409)).toHaveLength(400)
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('EMAIL_ALREADY_USED')
    }

    const claims = await app.db.selectFrom('gift_claims').select(['email', 'gift', 'code']).execute()
    expect(claims).toHaveLength(100)
    expect(new Set(claims.map((claim) => claim.email)).size).toBe(100)
    const codes = claims.flatMap((claim) => (claim.code ? [claim.code] : []))
    expect(new Set(codes).size).toBe(codes.length)
    // Weighted 50 of 80, the AirPods run out well before the 100th person: the last units were raced for.
    expect(claims.filter((claim) => claim.gift === 'AIRPOD3')).toHaveLength(20)

    const prizes = await app.db.selectFrom('prizes').select(['gift', 'stock']).execute()
    const initial: Record<string, number> = { AIRPOD3: 20, CARD: 30, TOTE_BAG: 10 }
    for (const prize of prizes) {
      expect(prize.stock).toBeGreaterThanOrEqual(0)
      const awarded = claims.filter((claim) => claim.gift === prize.gift).length
      expect(prize.stock + awarded).toBe(initial[prize.gift])
    }
  }, 60_000)
})
