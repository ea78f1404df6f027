import http from 'node:http'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayInFront } from '../testing/gatewayInFront.ts'

/** Starts sending a body of `length` bytes, slowly, and resolves with the answer and how long it took. */
function sendLarge(port: number, url: string, length: number, contentType: string) {
  const started = performance.now()
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: { 'content-type': contentType, 'content-length': length },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }),
        )
      },
    )
    // A client that keeps sending for a while; the answer must not wait for it.
    const chunk = Buffer.alloc(64 * 1024, 120)
    let sent = 0
    const pump = () => {
      while (sent < length && !request.destroyed) {
        sent += chunk.length
        if (!request.write(chunk)) return request.once('drain', pump)
      }
      request.end()
    }
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    pump()
  })
}

describe('an oversized body at the gateway', () => {
  let port = 0
  let received = 0
  const closers: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    const upstream = Fastify()
    upstream.addContentTypeParser('*', (_request, payload, done) => {
      payload.on('data', (chunk: Buffer) => {
        received += chunk.length
      })
      payload.on('end', () => done(null, undefined))
    })
    upstream.post('/*', async () => ({ ok: true }))
    await upstream.listen({ port: 0, host: '127.0.0.1' })
    const address = upstream.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const { gateway, port: gatewayPort } = await gatewayInFront(`http://127.0.0.1:${address.port}`)
    port = gatewayPort
    closers.push(
      () => gateway.close(),
      () => upstream.close(),
    )
  })
  afterAll(async () => {
    for (const close of closers) await close()
  })

  it('answers 413 with the coded body within a second, every time, and forwards nothing', async () => {
    for (let round = 0; round < 10; round++) {
      const answer = await sendLarge(port, '/api/private/signup', 50 * 1024 * 1024, 'application/json')
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body).error.code).toBe('PAYLOAD_TOO_LARGE')
      expect(answer.ms).toBeLessThan(1000)
    }
    const upload = await sendLarge(
      port,
      '/api/private/file/upload',
      60 * 1024 * 1024,
      'multipart/form-data; boundary=x',
    )
    expect(upload.status).toBe(413)
    expect(received).toBe(0)
  })

  it('passes a body within the limits on', async () => {
    const answer = await sendLarge(port, '/api/private/signup', 512 * 1024, 'application/octet-stream')
    expect(answer.status).toBe(200)
  })
})
