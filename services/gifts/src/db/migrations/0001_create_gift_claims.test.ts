import type { ServiceApp } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'

let app: ServiceApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

describe('gift_claims', () => {
  it('lets an address claim once, even when two claims race', async () => {
    const claim = () =>
      app.db.insertInto('gift_claims').values({ email: 'lucky@rmit.edu.vn', gift: 'CARD' }).execute()
    const results = await Promise.allSettled([claim(), claim()])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rows = await app.db
      .selectFrom('gift_claims')
      .selectAll()
      .where('email', '=', 'lucky@rmit.edu.vn')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('accepts only normalised addresses and known gifts', async () => {
    const upper = app.db
      .insertInto('gift_claims')
      .values({ email: 'Lucky@RMIT.edu.vn', gift: 'CARD' })
      .execute()
    await expect(upper).rejects.toThrow(/check/)
    const unknown = app.db
      .insertInto('gift_claims')
      .values({ email: 'other@rmit.edu.vn', gift: 'CAR' as never })
      .execute()
    await expect(unknown).rejects.toThrow(/check/)
  })
})
