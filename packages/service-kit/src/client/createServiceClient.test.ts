import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from '../fixtures/exampleService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { createServiceClient, type ServiceClient } from './createServiceClient.ts'

const Note = Type.Object({ id: Type.Integer(), body: Type.String() })
let app: ExampleApp
let client: ServiceClient
let baseUrl: string

beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  client = createServiceClient({ baseUrl, name: 'example', timeoutMs: 1000 })
})
afterAll(() => app.close())

describe('createServiceClient', () => {
  it('posts and gets typed, contract-checked bodies', async () => {
    const created = await client.post('/api/notes', { body: { body: 'From orders' }, response: Note })
    const fetched = await client.get(`/api/notes/${created.id}`, { response: Note })
    expect(fetched).toEqual({ id: created.id, body: 'From orders' })
  })

  it('sends query parameters and the request id', async () => {
    const echoed = await client.get('/api/echo-request-id', {
      response: Type.Object({ id: Type.String() }),
      query: { unused: 1, skipped: undefined },
      requestId: 'req-from-orders',
    })
    expect(echoed).toEqual({ id: 'req-from-orders' })
  })

  it('turns an error answer into UPSTREAM_FAILED with the upstream status and body', async () => {
    const failure = await client.get('/api/notes/424242', { response: Note }).catch((error) => error)
    expect(failure).toMatchObject({
      code: 'UPSTREAM_FAILED',
      statusCode: 502,
      message: 'example answered 404',
      upstream: { status: 404, error: { code: 'NOTE_NOT_FOUND', message: 'No note with id 424242' } },
    })
  })

  it('rejects a body that breaks the contract', async () => {
    const failure = await client.get('/healthz', { response: Note }).catch((error) => error)
    expect(failure).toMatchObject({ code: 'UPSTREAM_FAILED', upstream: { status: 200 } })
    expect(failure.message).toMatch(/does not match its contract/)
  })

  it('gives up after the timeout with UPSTREAM_TIMEOUT', async () => {
    const slow = createServiceClient({ baseUrl, name: 'example', timeoutMs: 50 })
    const failure = await slow
      .get('/api/slow', { query: { ms: 500 }, response: Type.Object({}) })
      .catch((e) => e)
    expect(failure).toMatchObject({ code: 'UPSTREAM_TIMEOUT', statusCode: 504 })
  })

  it('reports an unreachable service as UPSTREAM_FAILED without a status', async () => {
    const nowhere = createServiceClient({ baseUrl: 'http://127.0.0.1:9', name: 'nowhere' })
    const failure = await nowhere.get('/healthz', { response: Type.Object({}) }).catch((error) => error)
    expect(failure).toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: 'nowhere is unreachable',
      upstream: {},
    })
    expect(failure.upstream.status).toBeUndefined()
  })
})
