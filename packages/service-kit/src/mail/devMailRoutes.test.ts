import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from '../fixtures/exampleService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { devMailRoutes } from './devMailRoutes.ts'

let app: ExampleApp

beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
})
afterAll(() => app.close())

async function send(to: string, subject: string, text: string) {
  const response = await app.inject({ method: 'POST', url: '/api/mail', payload: { to, subject, text } })
  expect(response.statusCode).toBe(202)
  await app.outbox.drain()
}

describe('GET /api/dev/mail', () => {
  it('answers 404 NO_MAIL before anything was sent', async () => {
    const response = await app.inject('/api/dev/mail/latest?to=an@rmit.edu.vn')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'NO_MAIL', message: 'No mail to an@rmit.edu.vn in the outbox yet' },
    })
  })

  it('lists mail newest first with the links extracted', async () => {
    await send('an@rmit.edu.vn', 'Reset your password', 'Open https://unikit.test/reset?token=1')
    await send('bo@rmit.edu.vn', 'Welcome', 'Hello')
    await send('an@rmit.edu.vn', 'Reset your password', 'Open https://unikit.test/reset?token=2')

    const list = (await app.inject('/api/dev/mail')).json()
    expect(list.data.map((mail: { to: string }) => mail.to)).toEqual([
      'an@rmit.edu.vn',
      'bo@rmit.edu.vn',
      'an@rmit.edu.vn',
    ])
    expect(list.data[0]).toMatchObject({ service: 'example', links: ['https://unikit.test/reset?token=2'] })
    expect((await app.inject('/api/dev/mail?limit=1')).json().data).toHaveLength(1)
  })

  it('gives the latest mail to one address', async () => {
    const latest = (await app.inject('/api/dev/mail/latest?to=an@rmit.edu.vn')).json()
    expect(latest.links).toEqual(['https://unikit.test/reset?token=2'])
    expect((await app.inject('/api/dev/mail?to=bo@rmit.edu.vn')).json().data).toHaveLength(1)
  })

  it('rejects an out-of-range limit', async () => {
    const response = await app.inject('/api/dev/mail?limit=0')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('registers nothing in production', async () => {
    const production = Fastify().decorate('config', {
      NODE_ENV: 'production',
      OUTBOX_DIR: '/tmp',
    } as ExampleApp['config'])
    await production.register(devMailRoutes)
    expect(production.hasRoute({ method: 'GET', url: '/api/dev/mail' })).toBe(false)
    await production.close()
  })
})
