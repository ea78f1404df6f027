import { buildTestApp } from '@unikit/service-kit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { updateCampaign } from '../../admin/campaigns.ts'
import { buildApp } from '../../app.ts'
import type { GiftsApp } from '../../GiftsApp.ts'
import { testCampaign } from '../../testing/testCampaign.ts'

let app: GiftsApp | undefined
afterEach(() => app?.close())

const getEvent = async () => {
  app ??= await buildTestApp(buildApp)
  return app.inject('/gift/api/event/get-landing-event')
}

describe('GET /gift/api/event/get-landing-event', () => {
  it('answers 404 NO_CAMPAIGN, with the error status, before any campaign exists', async () => {
    const response = await getEvent()
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      status: 'error',
      error: { code: 'NO_CAMPAIGN', message: 'There is no gift campaign' },
    })
  })

  it('gives the active campaign with its window, year and state', async () => {
    app = await buildTestApp(buildApp)
    const campaign = await testCampaign(app.db, { slug: 'tet-2027' })
    const response = await getEvent()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        id: 'tet-2027',
        name: 'Lì xì Tết thử nghiệm',
        startsAt: campaign.starts_at.toISOString(),
        endsAt: campaign.ends_at.toISOString(),
        active: true,
        year: 2027,
        state: 'open',
      },
    })
  })

  it.each(['upcoming', 'ended'] as const)('says when the campaign is %s', async (state) => {
    app = await buildTestApp(buildApp)
    await testCampaign(app.db, { state })
    expect((await getEvent()).json().data.state).toBe(state)
  })

  it('still shows the latest campaign, as ended, once the campaign team switches it off', async () => {
    app = await buildTestApp(buildApp)
    await testCampaign(app.db, { slug: 'tet-2027' })
    await updateCampaign(app.db, 'tet-2027', { active: false })
    const { data } = (await getEvent()).json()
    expect(data).toMatchObject({ id: 'tet-2027', active: false, state: 'ended', year: 2027 })
  })

  it('limits how often one address may ask', async () => {
    app = await buildTestApp(buildApp, { config: { GIFT_EVENT_RATE_MAX: 2 } })
    await testCampaign(app.db)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await getEvent()).statusCode)
    expect(statuses).toEqual([200, 200, 429])
    expect((await getEvent()).json()).toMatchObject({ status: 'error', error: { code: 'RATE_LIMITED' } })
  })
})
