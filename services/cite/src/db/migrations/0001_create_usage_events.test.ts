import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { CiteApp } from '../../CiteApp.ts'

let app: CiteApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

describe('usage_events', () => {
  it('counts events by code', async () => {
    await app.db
      .insertInto('usage_events')
      .values([{ event: 'citation.created' }, { event: 'citation.created' }])
      .execute()
    const row = await app.db
      .selectFrom('usage_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('event', '=', 'citation.created')
      .executeTakeFirstOrThrow()
    expect(row.count).toBe(2)
  })

  it('refuses codes that are not short identifiers', async () => {
    const html = app.db.insertInto('usage_events').values({ event: '<script>' }).execute()
    await expect(html).rejects.toThrow(/check/)
  })
})
