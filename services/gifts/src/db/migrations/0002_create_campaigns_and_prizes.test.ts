import { runMigrations } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { GiftsApp } from '../../GiftsApp.ts'
import { testCampaign } from '../../testing/testCampaign.ts'
import { migrations } from './index.ts'

let app: GiftsApp
let campaignId: number

beforeAll(async () => {
  app = await buildTestApp(buildApp)
  campaignId = (await testCampaign(app.db, { prizes: { CARD: { stock: 1, weight: 1 } } })).id
})
afterAll(() => app.close())

const claim = (values: { email?: string; gift?: string; code?: string | null; campaign?: number }) =>
  app.db
    .insertInto('gift_claims')
    .values({
      campaign_id: values.campaign ?? campaignId,
      email: values.email ?? 'lucky@rmit.edu.vn',
      mail_to: 'lucky@rmit.edu.vn',
      gift: (values.gift ?? 'NONE') as 'NONE',
      code: values.code ?? null,
    })
    .execute()

describe('the gifts schema', () => {
  it('lets an address claim once per campaign, even when two claims race', async () => {
    const results = await Promise.allSettled([
      claim({ email: 'race@rmit.edu.vn' }),
      claim({ email: 'race@rmit.edu.vn' }),
    ])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
  })

  it('accepts only normalised addresses, known gifts and a code exactly for prizes', async () => {
    await expect(claim({ email: 'Upper@RMIT.edu.vn' })).rejects.toThrow(/check/)
    await expect(claim({ email: 'car@rmit.edu.vn', gift: 'CAR', code: 'LX-1' })).rejects.toThrow(/check/)
    await expect(claim({ email: 'nocode@rmit.edu.vn', gift: 'CARD' })).rejects.toThrow(/check/)
    await expect(claim({ email: 'code@rmit.edu.vn', code: 'LX-2' })).rejects.toThrow(/check/)
    await claim({ email: 'one@rmit.edu.vn', gift: 'CARD', code: 'LX-SAME' })
    await expect(claim({ email: 'two@rmit.edu.vn', gift: 'CARD', code: 'LX-SAME' })).rejects.toThrow(/unique/)
  })

  it('never lets stock go below zero', async () => {
    const update = app.db
      .updateTable('prizes')
      .set({ stock: -1 })
      .where('campaign_id', '=', campaignId)
      .execute()
    await expect(update).rejects.toThrow(/check/)
  })

  it('keeps one campaign active at most, and each campaign ending after it starts', async () => {
    const second = app.db
      .insertInto('campaigns')
      .values({
        slug: 'second',
        name: 'x',
        starts_at: new Date(0),
        ends_at: new Date(1),
        year: 2027,
        active: true,
      })
      .execute()
    await expect(second).rejects.toThrow(/unique/)
    const backwards = app.db
      .insertInto('campaigns')
      .values({ slug: 'backwards', name: 'x', starts_at: new Date(1), ends_at: new Date(0), year: 2027 })
      .execute()
    await expect(backwards).rejects.toThrow(/check/)
  })
})

describe('migrations 0002 and 0003', () => {
  it('can be rolled back to one claim per address, and applied again', async () => {
    const schema = app.config.DATABASE_SCHEMA
    await app.db.deleteFrom('gift_claims').execute()
    expect(await runMigrations(app.db, schema, migrations, { to: '0001_create_gift_claims' })).toEqual([
      '0003_claim_keys_and_outbox',
      '0002_create_campaigns_and_prizes',
    ])
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = ${schema} and table_name = 'gift_claims'`.execute(app.db)
    expect(rows.map((row) => row.column_name).sort()).toEqual(['created_at', 'email', 'gift', 'id'])
    expect(await runMigrations(app.db, schema, migrations)).toEqual([
      '0002_create_campaigns_and_prizes',
      '0003_claim_keys_and_outbox',
    ])
  })
})
