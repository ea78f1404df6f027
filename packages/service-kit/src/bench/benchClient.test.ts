import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { benchClient } from './benchClient.ts'
import { runArrivals } from './runArrivals.ts'

let server: Server
let origin: string
const bodies: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      bodies.push(`${request.method} ${request.url} ${request.headers['x-test'] ?? ''} ${body}`)
      response.statusCode = request.url === '/missing' ? 404 : 200
      response.end('{"ok":true}')
    })
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('the bench client and a fixed arrival rate', () => {
  it('posts JSON and gets, with headers, and answers each status', async () => {
    const client = benchClient(origin)
    expect(await client.post('/claim', { email: 'a@rmit.edu.vn' }, { 'x-test': 'yes' })).toBe(200)
    expect(await client.get('/missing')).toBe(404)
    await client.close()
    expect(bodies.slice(-2)).toEqual(['POST /claim yes {"email":"a@rmit.edu.vn"}', 'GET /missing  '])
  })

  it('offers requests at the rate asked, each timed from when it was due', async () => {
    const client = benchClient(origin)
    const result = await runArrivals({ rate: 200, seconds: 0.25, request: (n) => client.get(`/${n}`) })
    await client.close()
    expect(result.count).toBe(50)
    expect(result.latencies).toHaveLength(50)
    expect(Object.fromEntries(result.statuses)).toEqual({ 200: 50 })
    // 50 requests at 200/s take a quarter of a second to offer, whatever the answers do.
    expect(result.seconds).toBeGreaterThanOrEqual(0.24)
  })
})
