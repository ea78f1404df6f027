import { buildTestApp } from '@unikit/service-kit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { listPrizes } from '../admin/prizes.ts'
import { buildApp } from '../app.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import { testCampaign } from '../testing/testCampaign.ts'
import { seedDemo } from './seedDemo.ts'

const DAY_MS = 24 * 60 * 60 * 1000

let app: GiftsApp | undefined
afterEach(() => app?.close())

describe('SEED_DEMO=1', () => {
  it('opens a demo campaign with stock, once, for the Tết it runs up to', async () => {
    app = await buildTestApp(buildApp, { config: { SEED_DEMO: true } })
    await seedDemo(app)
    const { data } = (await app.inject('/gift/api/event/get-landing-event')).json()
    expect(data).toMatchObject({ id: 'tet-demo', active: true, state: 'open' })
    expect(data.name).toBe(`Lì xì Tết ${data.year}`)
    expect(new Date(data.endsAt).getUTCFullYear()).toBe(data.year)
    const prizes = await listPrizes(app.db, 'tet-demo')
    expect(prizes.map((prize) => prize.gift)).toEqual(['AIRPOD3', 'CARD', 'STARBUCK_GLASS', 'TOTE_BAG'])
    expect(await app.db.selectFrom('campaigns').select('id').execute()).toHaveLength(1)
  })

  it('reopens the demo campaign once it has ended (an old local data folder), and only then', async () => {
    app = await buildTestApp(buildApp)
    const firstStart = new Date(Date.now() - 120 * DAY_MS)
    await seedDemo(app, firstStart)
    const ended = (await app.inject('/gift/api/event/get-landing-event')).json().data
    expect(ended).toMatchObject({ id: 'tet-demo', state: 'ended' })

    await seedDemo(app)
    const { data } = (await app.inject('/gift/api/event/get-landing-event')).json()
    expect(data).toMatchObject({ id: 'tet-demo', active: true, state: 'open' })
    expect(new Date(data.endsAt).getTime()).toBeGreaterThan(Date.now() + 89 * DAY_MS)
    expect(data.name).toBe(`Lì xì Tết ${data.year}`)
    expect(new Date(data.endsAt).getUTCFullYear()).toBe(data.year)

    // Open again: a later start leaves the window alone.
    await seedDemo(app, new Date(Date.now() + DAY_MS))
    const again = (await app.inject('/gift/api/event/get-landing-event')).json().data
    expect(again.startsAt).toBe(data.startsAt)
    expect(again.endsAt).toBe(data.endsAt)
    expect(await app.db.selectFrom('campaigns').select('id').execute()).toHaveLength(1)
  })

  it('never moves another campaign that has ended', async () => {
    app = await buildTestApp(buildApp)
    const past = await testCampaign(app.db, { slug: 'tet-2026', state: 'ended' })
    await seedDemo(app)
    const row = await app.db
      .selectFrom('campaigns')
      .select(['starts_at', 'ends_at'])
      .where('slug', '=', 'tet-2026')
      .executeTakeFirstOrThrow()
    expect(row.ends_at.getTime()).toBe(past.ends_at.getTime())
    expect(row.starts_at.getTime()).toBe(past.starts_at.getTime())
  })

  it('leaves the campaign team’s active campaign in charge', async () => {
    app = await buildTestApp(buildApp)
    await testCampaign(app.db, { slug: 'tet-2027' })
    await seedDemo(app)
    const { data } = (await app.inject('/gift/api/event/get-landing-event')).json()
    expect(data.id).toBe('tet-2027')
  })
})
