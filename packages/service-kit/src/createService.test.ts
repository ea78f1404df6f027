import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from './fixtures/exampleService.ts'
import { buildExampleApp } from './fixtures/exampleService.ts'
import { buildTestApp } from './testing/buildTestApp.ts'

let app: ExampleApp

beforeAll(async () => {
  app = await buildTestApp(buildExampleApp, { config: { GREETING: 'xin chào' } })
})
afterAll(() => app.close())

describe('health and docs', () => {
  it('answers /healthz and /readyz once migrated', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok' })
  })

  it('serves the OpenAPI document with every route and its schemas', async () => {
    const response = await app.inject('/docs/json')
    const doc = response.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBe('Unikit example service')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/notes']))
    expect(doc.paths['/api/notes'].post.requestBody.content['application/json'].schema.required).toEqual([
      'body',
    ])
    expect(doc.paths).not.toHaveProperty('/docs/json')
  })
})

describe('routes', () => {
  it('reaches the migrated database and types the service settings', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { body: 'Bring the docx' },
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect((await app.inject(`/api/notes/${id}`)).json()).toEqual({ id, body: 'Bring the docx' })
    expect((await app.inject('/api/greeting')).json()).toEqual({ greeting: 'xin chào' })
  })

  it('uses the x-request-id of the caller', async () => {
    const response = await app.inject({
      url: '/api/echo-request-id',
      headers: { 'x-request-id': 'gateway-42' },
    })
    expect(response.json()).toEqual({ id: 'gateway-42' })
  })
})

describe('the one error body', () => {
  it('answers unknown routes with 404 NOT_FOUND', async () => {
    const response = await app.inject('/api/private/nothing?secret=1')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/private/nothing' },
    })
  })

  it('answers invalid input with 400 VALIDATION_FAILED naming the field', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/notes', payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'body.body is required' } })
    const wrongType = await app.inject('/api/notes/abc')
    expect(wrongType.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'params.id must be integer',
    })
  })

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { 'content-type': 'application/json' },
      payload: '{"body":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('BAD_REQUEST')
  })

  it('passes a declared error through with its status, code and message', async () => {
    const response = await app.inject('/api/notes/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOTE_NOT_FOUND', message: 'No note with id 999999' } })
  })

  it('hides unexpected errors behind 500 INTERNAL', async () => {
    const response = await app.inject('/api/boom')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side; please try again' },
    })
    expect(response.body).not.toContain('hunter2')
  })

  it('answers a route’s rate limit with 429 RATE_LIMITED and Retry-After', async () => {
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await app.inject('/api/limited')).statusCode)
    expect(statuses).toEqual([200, 200, 429])
    const limited = await app.inject('/api/limited')
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests: try again in 1 minute' },
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('does not rate-limit routes that did not opt in', async () => {
    const statuses = new Set<number>()
    for (let i = 0; i < 5; i++) statuses.add((await app.inject('/healthz')).statusCode)
    expect([...statuses]).toEqual([200])
  })
})

describe('security headers', () => {
  it('sends a CSP that lets a JSON response load nothing', async () => {
    const response = await app.inject('/healthz')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends no CORS headers unless origins are configured', async () => {
    const response = await app.inject({ url: '/healthz', headers: { origin: 'https://evil.test' } })
    expect(response.headers).not.toHaveProperty('access-control-allow-origin')
  })

  it('allows exactly the configured origins', async () => {
    const withCors = await buildTestApp(buildExampleApp, { config: { CORS_ORIGINS: 'https://unikit.test' } })
    try {
      const allowed = await withCors.inject({ url: '/healthz', headers: { origin: 'https://unikit.test' } })
      expect(allowed.headers['access-control-allow-origin']).toBe('https://unikit.test')
      const other = await withCors.inject({ url: '/healthz', headers: { origin: 'https://evil.test' } })
      expect(other.headers).not.toHaveProperty('access-control-allow-origin')
    } finally {
      await withCors.close()
    }
  })
})
