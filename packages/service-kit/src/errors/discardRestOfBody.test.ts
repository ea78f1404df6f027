import { once } from 'node:events'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from '../fixtures/exampleService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { discardRestOfBody } from './discardRestOfBody.ts'

let app: ExampleApp
let port: number

beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as AddressInfo).port
})
afterAll(() => app.close())

/**
 * Sends `bytes` of a JSON body, with its length announced as a buffering proxy (nginx) does or chunked as a client
 * may; resolves with the status and whether the whole body had gone out by then.
 */
function send(bytes: number, framing: 'length' | 'chunked'): Promise<{ status: number; sentAll: boolean }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/notes',
        headers: {
          'content-type': 'application/json',
          ...(framing === 'length' ? { 'content-length': bytes } : { 'transfer-encoding': 'chunked' }),
        },
      },
      (response) => {
        const sentAll = outgoing.writableFinished
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, sentAll }))
      },
    )
    // A reset before the answer is what the edge turns into 502.
    outgoing.on('error', reject)
    // Half the body, a pause (a slow client, or a proxy forwarding as it receives), then the rest.
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    let sent = 0
    const pump = (until: number, then: () => void) => {
      while (sent < until) {
        sent += chunk.length
        if (!outgoing.write(chunk)) return outgoing.once('drain', () => pump(until, then))
      }
      then()
    }
    pump(bytes / 2, () => setTimeout(() => pump(bytes, () => outgoing.end()), 300))
  })
}

describe('a body refused as too large', () => {
  it('is read to its end before the 413, so a proxy still sending it gets the answer, not a reset', async () => {
    for (const framing of ['length', 'chunked'] as const) {
      expect(await send(4 * 1024 * 1024, framing), framing).toEqual({ status: 413, sentAll: true })
    }
  })

  it('returns at once for a body already read to its end, which sends no more end event', async () => {
    // As Fastify's inject hands a route its body: a stream that is not destroyed when it ends.
    const body = new Readable({ read() {}, autoDestroy: false })
    body.push('{}')
    body.push(null)
    body.resume()
    await once(body, 'end')
    let settled = false
    void discardRestOfBody(body as IncomingMessage).then(() => {
      settled = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    // Before, it waited out its 10 s allowance for an 'end' that had come.
    expect(settled).toBe(true)
  })
})
