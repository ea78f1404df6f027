import type { ServiceApp } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { listPrizes } from '../admin/prizes.ts'
import { buildApp } from '../app.ts'
import { testCampaign } from '../testing/testCampaign.ts'
import { seedDemo } from './seedDemo.ts'

let app: ServiceApp | undefined
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

  it('leaves the campaign team’s active campaign in charge', async () => {
    app = await buildTestApp(buildApp)
    await testCampaign(app.db, { slug: 'tet-2027' })
    await seedDemo(app)
    const { data } = (await app.inject('/gift/api/event/get-landing-event')).json()
    expect(data.id).toBe('tet-2027')
  })
})
