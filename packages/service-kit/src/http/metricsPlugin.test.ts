import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExampleApp, type ExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

let app: ExampleApp
beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
})
afterAll(() => app.close())

describe('/metrics', () => {
  it('counts requests and their latency per route pattern and status, in Prometheus text format', async () => {
    await app.inject('/api/notes/1')
    await app.inject('/api/notes/2')
    await app.inject('/api/boom')
    await app.inject('/no/such/path/123')
    const response = await app.inject('/metrics')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = response.body
    expect(text).toContain('http_requests_total{method="GET",route="/api/notes/:id",status_code="404"} 2')
    expect(text).toContain('http_requests_total{method="GET",route="/api/boom",status_code="500"} 1')
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1')
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/notes\/:id",status_code="404"\} \d/,
    )
    expect(text).toContain('process_resident_memory_bytes')
    expect(text).not.toContain('/no/such/path')
    expect(text).not.toContain('route="/metrics"')
  })

  it('is left out of the OpenAPI document', async () => {
    expect((await app.inject('/docs/json')).json().paths).not.toHaveProperty('/metrics')
  })
})
