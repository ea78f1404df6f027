import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { remoteNames } from '@unikit/config/remotes'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServiceName, serviceNames } from '../services.ts'
import { buildGateway } from './buildGateway.ts'

/** A stand-in upstream that echoes what reached it, so the test sees exactly what the gateway forwarded. */
async function echoUpstream(name: string) {
  const app = Fastify({ bodyLimit: 50 * 1024 * 1024 })
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
  app.get('/readyz', async () => ({ status: 'ok' }))
  app.all('/*', async (request) => ({
    service: name,
    method: request.method,
    url: request.url,
    auth: request.headers.authorization ?? null,
    forwardedFor: request.headers['x-forwarded-for'] ?? null,
    bytes: Buffer.isBuffer(request.body) ? request.body.length : JSON.stringify(request.body ?? '').length,
  }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { app, url: `http://127.0.0.1:${address.port}` }
}

/** Sends the path exactly as written (inject and fetch would resolve dot segments first, as browsers do). */
async function rawRequest(gateway: FastifyInstance, method: string, path: string) {
  if (!gateway.server.listening) await gateway.listen({ port: 0, host: '127.0.0.1' })
  const address = gateway.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: address.port, method, path }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end(method === 'POST' ? '{}' : undefined)
  })
}

describe('gateway', () => {
  let gateway: FastifyInstance
  let dir: string
  const upstreamApps: FastifyInstance[] = []
  const upstreams = {} as Record<ServiceName, string>
  const logged: string[] = []

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gateway-'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Unikit</title>')
    await writeFile(path.join(dir, 'main.0123456789.js'), 'console.log(1)')
    await writeFile(path.join(dir, 'main.0123456789.js.br'), brotliCompressSync('console.log(1)'))
    await writeFile(path.join(dir, 'main.0123456789.js.gz'), gzipSync('console.log(1)'))
    await writeFile(path.join(dir, 'mf-manifest.json'), '{}')
    await writeFile(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ citation: 'https://cdn.example/citation/v7/mf-manifest.json' }),
    )
    for (const name of serviceNames) {
      const upstream = await echoUpstream(name)
      upstreamApps.push(upstream.app)
      upstreams[name] = upstream.url
    }
    upstreams.cite = 'http://127.0.0.1:9' // nothing listens there
    const remoteDirs = Object.fromEntries(remoteNames.map((name) => [name, dir])) as Record<
      (typeof remoteNames)[number],
      string
    >
    gateway = await buildGateway({
      shellDir: dir,
      remoteDirs,
      remotesFile: path.join(dir, 'remotes.json'),
      upstreams,
      logger: { level: 'error' },
      log: (line) => logged.push(line),
    })
  })

  afterAll(async () => {
    await gateway.close()
    await Promise.all(upstreamApps.map((app) => app.close()))
  })

  it('serves remotes.json from the file, uncached, with defaults for the rest', async () => {
    const response = await gateway.inject('/remotes.json')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.json()).toEqual({
      landing: '/mf/landing/mf-manifest.json',
      citation: 'https://cdn.example/citation/v7/mf-manifest.json',
      archive: '/mf/archive/mf-manifest.json',
      orders: '/mf/orders/mf-manifest.json',
      feedback: '/mf/feedback/mf-manifest.json',
    })
  })

  it('answers any page route with the shell and a CSP that admits the remotes’ origins', async () => {
    const response = await gateway.inject({ url: '/citation/123', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>Unikit</title>')
    expect(response.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers the root with the shell', async () => {
    const response = await gateway.inject({ url: '/', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>Unikit</title>')
  })

  it('keeps serving pages and the last good remotes.json while the file is broken mid-edit', async () => {
    const file = path.join(dir, 'remotes.json')
    const good = await readFile(file, 'utf8')
    await gateway.inject('/remotes.json')
    await writeFile(file, '{ "citation": ')
    try {
      for (const url of ['/', '/citation', '/remotes.json']) {
        const response = await gateway.inject({ url, headers: { accept: 'text/html' } })
        expect(response.statusCode, url).toBe(200)
      }
      const manifest = await gateway.inject('/remotes.json')
      expect(manifest.json().citation).toBe('https://cdn.example/citation/v7/mf-manifest.json')
      expect(logged).toHaveLength(1)
    } finally {
      await writeFile(file, good)
    }
  })

  it('sends the precompressed copy a browser accepts, as the file it stands for, and the file to others', async () => {
    const brotli = await gateway.inject({
      url: '/mf/citation/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)')
    const gzip = await gateway.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)')
    const plain = await gateway.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
  })

  it('caches hashed files for a year and revalidates manifests', async () => {
    const hashed = await gateway.inject('/mf/citation/main.0123456789.js')
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const manifest = await gateway.inject('/mf/citation/mf-manifest.json')
    expect(manifest.headers['cache-control']).toBe('no-cache')
  })

  it('forwards API calls to the owning service unchanged, with body and bearer token', async () => {
    // An upload: larger than a JSON body may be, so it streams through.
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/private/file/upload?x=1',
      headers: {
        authorization: 'Bearer abc',
        'content-type': 'multipart/form-data; boundary=x',
        'x-forwarded-for': '203.0.113.9',
      },
      payload: Buffer.alloc(3 * 1024 * 1024),
    })
    expect(response.json()).toEqual({
      service: 'orders',
      method: 'POST',
      url: '/api/private/file/upload?x=1',
      auth: 'Bearer abc',
      forwardedFor: '127.0.0.1',
      bytes: 3 * 1024 * 1024,
    })
    const gift = await gateway.inject({
      method: 'POST',
      url: '/gift/api/event/submit-email',
      payload: { email: 'a@b.c' },
    })
    expect(gift.json()).toMatchObject({ service: 'gifts', url: '/gift/api/event/submit-email' })
  })

  it('answers unknown and internal API paths with a coded 404', async () => {
    for (const url of ['/api/nothing', '/internal/wallet/debit']) {
      const response = await gateway.inject({ url, headers: { accept: 'application/json' } })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
    }
  })

  it('never lets dot segments climb from a public prefix to /internal', async () => {
    for (const url of [
      '/api/private/me/../../../internal/wallet/credit',
      '/api/private/me/%2e%2e/%2E%2E/%2e%2e/internal/wallet/credit',
      '/api/private/me/.%2e/.%2e/.%2e/internal/sessions/introspect?x=1',
      '/gift/../internal/wallet/debit',
    ]) {
      const response = await rawRequest(gateway, 'POST', url)
      expect(response.status, url).toBe(404)
      expect(JSON.parse(response.body).error.code).toBe('NOT_FOUND')
    }
  })

  it('forwards a path with dot segments only as it resolves, to the service owning the result', async () => {
    const response = await rawRequest(gateway, 'GET', '/api/private/order/x/../list?status=new')
    expect(JSON.parse(response.body)).toMatchObject({
      service: 'orders',
      url: '/api/private/order/list?status=new',
    })
  })

  it('answers 502 with a coded body when the owning service is down', async () => {
    const response = await gateway.inject('/api/public/lookup/doi/10.1/x')
    expect(response.statusCode).toBe(502)
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE')
  })

  it('reports each service’s readiness and 503 when one is down', async () => {
    const response = await gateway.inject('/api/health')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      accounts: 'ok',
      orders: 'ok',
      drive: 'ok',
      teachers: 'ok',
      gifts: 'ok',
      cite: 'down',
    })
  })
})
