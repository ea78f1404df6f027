import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from '../fixtures/exampleService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

let app: ExampleApp

beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
})
afterAll(() => app.close())

describe('Cache-Control on every answer of a service', () => {
  it('is no-store on answers, personal or not, and on refusals', async () => {
    await app.db
      .insertInto('example_sessions')
      .values({ token: 'cache-me', user_id: 'u-1', verified: true })
      .execute()
    const personal = await app.inject({
      method: 'POST',
      url: '/api/private/example/touch',
      headers: { authorization: 'Bearer cache-me' },
    })
    expect(personal.statusCode).toBe(200)
    expect(personal.headers['cache-control']).toBe('no-store')
    for (const url of ['/api/greeting', '/api/private/nothing', '/api/verified-only']) {
      expect((await app.inject(url)).headers['cache-control'], url).toBe('no-store')
    }
  })
})
