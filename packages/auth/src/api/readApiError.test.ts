import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoopbackServer, sendJson, startLoopbackServer } from '../../test/loopbackServer.ts'
import { createApiClient } from './createApiClient.ts'
import { readApiError } from './readApiError.ts'

let server: LoopbackServer
let closedOrigin: string

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    if (req.url === '/api/bad') {
      return sendJson(res, 400, {
        error: { code: 'VALIDATION', message: 'Student number must not contain @' },
      })
    }
    if (req.url === '/api/proxy-down') {
      res.writeHead(502, { 'content-type': 'text/html' })
      return res.end('<h1>Bad Gateway</h1>')
    }
    if (req.url === '/api/odd-body') return sendJson(res, 409, { error: 'conflict' })
    if (req.url === '/api/slow') return // never answers
    sendJson(res, 200, {})
  })
  // A port that was just free: nothing listens there any more.
  const gone = await startLoopbackServer(() => {})
  closedOrigin = gone.origin
  await gone.close()
})
afterAll(() => server.close())

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => readApiError(error),
  )

describe('readApiError', () => {
  it('reads our error body', async () => {
    const api = createApiClient({ baseUrl: `${server.origin}/api/` })
    expect(await failure(api.post('bad', { json: {} }).json())).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Student number must not contain @',
    })
  })

  it('gives a message by status when the body is not ours', async () => {
    const api = createApiClient({ baseUrl: `${server.origin}/api/`, retry: 0 })
    expect(await failure(api.get('proxy-down').json())).toEqual({
      status: 502,
      code: 'HTTP_502',
      message: 'The server had a problem. Please try again later.',
    })
    expect((await failure(api.get('odd-body').json())).code).toBe('HTTP_409')
  })

  it('reports a timeout', async () => {
    const api = createApiClient({ baseUrl: `${server.origin}/api/`, timeout: 150, retry: 0 })
    expect(await failure(api.get('slow').json())).toMatchObject({ status: 0, code: 'TIMEOUT' })
  })

  it('reports an unreachable server', async () => {
    const api = createApiClient({ baseUrl: `${closedOrigin}/api/`, retry: 0 })
    expect(await failure(api.get('anything').json())).toEqual({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    })
  })

  it('reports a cancelled call', async () => {
    const api = createApiClient({ baseUrl: `${server.origin}/api/` })
    const controller = new AbortController()
    const call = api.get('slow', { signal: controller.signal }).json()
    controller.abort()
    expect((await failure(call)).code).toBe('ABORTED')
  })

  it('never passes a raw exception message to the UI', () => {
    expect(readApiError(new SyntaxError('Unexpected token < in JSON'))).toEqual({
      status: 0,
      code: 'UNKNOWN',
      message: 'Something went wrong. Please try again.',
    })
  })
})
