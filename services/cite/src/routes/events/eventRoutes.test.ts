import { citationCreatedEvent } from '@unikit/contracts/cite'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { CiteApp } from '../../CiteApp.ts'

let app: CiteApp
beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

const emit = (event: string, on = app) =>
  on.inject({ method: 'POST', url: `/api/public/event/emit?event=${encodeURIComponent(event)}` })
const formats = async () => (await app.inject('/api/public/event/formats')).json()

describe('usage events', () => {
  it('counts citations created per format', async () => {
    expect(await formats()).toEqual({ data: {} })
    const created = await emit(citationCreatedEvent(7))
    expect(created.statusCode).toBe(204)
    expect(created.body).toBe('')
    await emit(citationCreatedEvent(7))
    await emit(citationCreatedEvent(13))
    expect(await formats()).toEqual({ data: { '7': 2, '13': 1 } })
    await emit(citationCreatedEvent(65))
    expect(await formats()).toEqual({ data: { '7': 2, '13': 1, '65': 1 } })
  })

  it.each([
    ['citation-created-999', 400, 'UNKNOWN_EVENT'],
    ['citation-created-0', 400, 'UNKNOWN_EVENT'],
    ['citation-created-07', 400, 'UNKNOWN_EVENT'],
    ['signup', 400, 'UNKNOWN_EVENT'],
    ['<script>', 400, 'VALIDATION_FAILED'],
    ['', 400, 'VALIDATION_FAILED'],
  ])('refuses %j with %i %s, counting nothing', async (event, status, code) => {
    const before = await formats()
    const response = await emit(event)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.code).toBe(code)
    expect(await formats()).toEqual(before)
  })

  it('limits emits per address, so one visitor cannot push a format up', async () => {
    const limited = await buildTestApp(buildApp, { config: { CITE_EMIT_RATE_MAX: 3 } })
    try {
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await emit(citationCreatedEvent(1), limited)).statusCode)
      expect(statuses).toEqual([204, 204, 204, 429])
      const counts = await limited.inject('/api/public/event/formats')
      expect(counts.json()).toEqual({ data: { '1': 3 } })
    } finally {
      await limited.close()
    }
  })
})
