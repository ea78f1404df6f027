import { type RunningRedis, startRedis } from '@unikit/test-fakes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExampleApp, type ExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

// `/api/limited` allows 2 requests a minute per client address.
describe('rate limits with REDIS_URL', () => {
  let redis: RunningRedis
  let first: ExampleApp
  let second: ExampleApp
  beforeAll(async () => {
    redis = await startRedis()
    first = await buildTestApp(buildExampleApp, { config: { REDIS_URL: redis.url } })
    second = await buildTestApp(buildExampleApp, { config: { REDIS_URL: redis.url } })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await redis?.close()
  })

  it('hold across instances: the request over the limit is refused whichever instance gets it', async () => {
    const from = { remoteAddress: '203.0.113.7' }
    expect((await first.inject({ url: '/api/limited', ...from })).statusCode).toBe(200)
    expect((await second.inject({ url: '/api/limited', ...from })).statusCode).toBe(200)
    const refused = await first.inject({ url: '/api/limited', ...from })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
    expect((await second.inject({ url: '/api/limited', ...from })).statusCode).toBe(429)
    // Another address has its own count.
    expect((await second.inject({ url: '/api/limited', remoteAddress: '203.0.113.8' })).statusCode).toBe(200)
  })

  it('let requests through when Redis is down rather than refusing everyone', async () => {
    const app = await buildTestApp(buildExampleApp, { config: { REDIS_URL: 'redis://127.0.0.1:1' } })
    try {
      const response = await app.inject({ url: '/api/limited', remoteAddress: '203.0.113.9' })
      expect(response.statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

describe('rate limits without REDIS_URL', () => {
  it('are counted per process', async () => {
    const one = await buildTestApp(buildExampleApp)
    const two = await buildTestApp(buildExampleApp)
    try {
      const from = { remoteAddress: '203.0.113.10' }
      for (const app of [one, one, two, two]) {
        expect((await app.inject({ url: '/api/limited', ...from })).statusCode).toBe(200)
      }
    } finally {
      await one.close()
      await two.close()
    }
  })
})
