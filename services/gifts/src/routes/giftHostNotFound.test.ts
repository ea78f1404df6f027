import { GiftErrorBody } from '@unikit/contracts/gifts'
import { buildTestApp } from '@unikit/service-kit/testing'
import { Value } from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { GiftsApp } from '../GiftsApp.ts'

let app: GiftsApp
beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

describe('unknown paths', () => {
  it('under /gift answer 404 in the gift host’s error body', async () => {
    for (const [method, url] of [
      ['GET', '/gift/api/event/nope'],
      ['GET', '/gift/nope?x=1'],
      ['GET', '/gift'],
      ['GET', '/gift/api/event/submit-email'],
    ] as const) {
      const response = await app.inject({ method, url })
      expect(response.statusCode, url).toBe(404)
      const body = response.json()
      expect(Value.Check(GiftErrorBody, body), url).toBe(true)
      expect(body).toEqual({
        status: 'error',
        error: { code: 'NOT_FOUND', message: `No route for ${method} ${url.split('?')[0]}` },
      })
    }
  })

  it('elsewhere keep the project’s error body', async () => {
    const response = await app.inject('/api/private/gifts/nope')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/private/gifts/nope' },
    })
  })
})
