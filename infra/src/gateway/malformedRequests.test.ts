import { mkdtemp, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { remoteNames } from '@unikit/config/remotes'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceNames } from '../services.ts'
import { buildGateway } from './buildGateway.ts'

interface Answer {
  status: number
  body: string
}

/** Sends the request line exactly as written and, when `chunkedBytes` is given, a body without Content-Length. */
function send(
  port: number,
  method: string,
  url: string,
  options: { chunkedBytes?: number; contentType?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: options.chunkedBytes
          ? { 'content-type': options.contentType ?? 'application/json', 'transfer-encoding': 'chunked' }
          : {},
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    if (!options.chunkedBytes) return request.end()
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    let sent = 0
    const pump = () => {
      while (sent < (options.chunkedBytes ?? 0) && !request.destroyed) {
        sent += chunk.length
        if (!request.write(chunk)) return request.once('drain', pump)
      }
      request.end()
    }
    pump()
  })
}

const errorOf = (answer: Answer) => JSON.parse(answer.body).error as { code: string; message: string }

describe('malformed and oversized requests at the gateway (the one error body, never a 5xx)', () => {
  let port = 0
  const forwarded: string[] = []
  const closers: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    // Reads bodies as a service does: 1 MiB, refused with 413 as soon as it is past, connection closed.
    const upstream = Fastify()
    upstream.addContentTypeParser(
      'multipart/form-data',
      { bodyLimit: 50 * 1024 * 1024 },
      (_r, payload, done) => {
        let bytes = 0
        payload.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        payload.on('end', () => done(null, { bytes }))
      },
    )
    upstream.all('/*', async (request) => {
      forwarded.push(request.url)
      return { url: request.url, body: request.body ?? null }
    })
    await upstream.listen({ port: 0, host: '127.0.0.1' })
    const address = upstream.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const dir = await mkdtemp(path.join(tmpdir(), 'gateway-malformed-'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html>')
    const url = `http://127.0.0.1:${address.port}`
    const gateway = await buildGateway({
      shellDir: dir,
      remoteDirs: Object.fromEntries(remoteNames.map((name) => [name, dir])) as never,
      upstreams: Object.fromEntries(serviceNames.map((name) => [name, url])) as never,
    })
    await gateway.listen({ port: 0, host: '127.0.0.1' })
    const gatewayAddress = gateway.server.address()
    if (!gatewayAddress || typeof gatewayAddress === 'string') throw new Error('no port')
    port = gatewayAddress.port
    closers.push(
      () => gateway.close(),
      () => upstream.close(),
    )
  })
  afterAll(async () => {
    for (const close of closers) await close()
  })

  it('answers a malformed escape in the query or the path with 400 MALFORMED_URL', async () => {
    for (const url of [
      '/api/private/me?x=%FF',
      '/api/private/me?x=%',
      '/gift/api/event/get-landing-event?x=%E0%A4',
      '/api/private/me/%FF',
    ]) {
      const answer = await send(port, 'GET', url)
      expect(answer.status, url).toBe(400)
      expect(errorOf(answer).code, url).toBe('MALFORMED_URL')
    }
  })

  it('forwards a query holding `../` unchanged (an archive search for `a../b`)', async () => {
    const answer = await send(port, 'GET', '/api/private/drive/search?q=a../b&p=..%2F..%2Fx')
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).url).toBe('/api/private/drive/search?q=a../b&p=..%2F..%2Fx')
  })

  it('answers a 2 MB chunked JSON body with 413 every time, never a 502, forwarding nothing', async () => {
    forwarded.length = 0
    for (let round = 0; round < 10; round++) {
      const answer = await send(port, 'POST', '/api/private/me/update', { chunkedBytes: 2 * 1024 * 1024 })
      expect(answer.status).toBe(413)
      expect(errorOf(answer).code).toBe('PAYLOAD_TOO_LARGE')
    }
    expect(forwarded).toEqual([])
  })

  it('takes 41 MiB only on the upload routes, and only as multipart', async () => {
    const multipart = 'multipart/form-data; boundary=x'
    const upload = await send(port, 'POST', '/api/private/file/upload', {
      chunkedBytes: 2 * 1024 * 1024,
      contentType: multipart,
    })
    expect(upload.status).toBe(200)
    expect(JSON.parse(upload.body).body.bytes).toBe(2 * 1024 * 1024)
    const elsewhere = await send(port, 'POST', '/api/private/order/create', {
      chunkedBytes: 2 * 1024 * 1024,
      contentType: multipart,
    })
    expect(elsewhere.status).toBe(413)
    const tooLarge = await send(port, 'POST', '/api/private/drive/create', {
      chunkedBytes: 42 * 1024 * 1024,
      contentType: multipart,
    })
    expect(tooLarge.status).toBe(413)
    expect(errorOf(tooLarge).code).toBe('PAYLOAD_TOO_LARGE')
  })
})
