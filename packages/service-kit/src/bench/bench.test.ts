import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSummary, percentile } from './loadSummary.ts'
import { readBenchArgs } from './readBenchArgs.ts'
import { runLoad } from './runLoad.ts'

let server: Server
let origin: string
let inFlight = 0
let mostInFlight = 0

beforeAll(async () => {
  // Odd paths answer 404; each answer waits a little so concurrent clients overlap.
  server = createServer((request, response) => {
    mostInFlight = Math.max(mostInFlight, ++inFlight)
    setTimeout(() => {
      inFlight--
      response.statusCode = Number(request.url?.slice(1)) % 2 ? 404 : 200
      response.end('{}')
    }, 5)
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('bench', () => {
  it('reads its options, skipping the -- pnpm hands on', () => {
    const options = {
      count: { type: 'string', default: '100' },
      pool: { type: 'string', default: '10' },
    } as const
    expect(readBenchArgs(options, ['--', '--count', '5'])).toEqual({ count: '5', pool: '10' })
    expect(() => readBenchArgs(options, ['--colour'])).toThrow(/Unknown option '--colour'/)
  })

  it('sends every request once from the given number of clients, and counts statuses', async () => {
    const seen: number[] = []
    const result = await runLoad({
      count: 9,
      concurrency: 3,
      request: (n) => {
        seen.push(n)
        return fetch(`${origin}/${n}`)
      },
    })
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(mostInFlight).toBe(3)
    expect(result).toMatchObject({
      count: 9,
      concurrency: 3,
      statuses: new Map([
        [200, 5],
        [404, 4],
      ]),
    })
    expect(result.latencies).toHaveLength(9)
    expect(result.latencies).toEqual([...result.latencies].sort((a, b) => a - b))
    expect(result.seconds).toBeGreaterThan(0)
  })

  it('takes nearest-rank percentiles and prints the summary', () => {
    const sorted = Array.from({ length: 100 }, (_, n) => n + 1)
    expect([50, 95, 99, 100].map((p) => percentile(sorted, p))).toEqual([50, 95, 99, 100])
    expect(percentile([7], 99)).toBe(7)
    const summary = loadSummary(
      { count: 100, concurrency: 4, seconds: 2, latencies: sorted, statuses: new Map([[200, 100]]) },
      'logins',
    )
    expect(summary).toBe(
      '  100 logins in 2.00 s = 50 logins/s\n' +
        '  latency p50 50.0 ms, p95 95.0 ms, p99 99.0 ms, max 100.0 ms\n' +
        '  statuses {"200":100}',
    )
  })
})
