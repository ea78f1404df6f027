import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSummary, percentile } from './loadSummary.ts'
import { readBenchArgs } from './readBenchArgs.ts'
import { runLoad } from './runLoad.ts'

let server: Server
let origin: string

beforeAll(async () => {
  // Odd paths answer 404. Answers are held until three requests wait, then all go: three clients overlap on
  // the wire whatever the machine's load (a fixed delay let a slow one arrive after the others were answered),
  // and fewer would stall the test.
  const held: (() => void)[] = []
  server = createServer((request, response) => {
    held.push(() => {
      response.statusCode = Number(request.url?.slice(1)) % 2 ? 404 : 200
      response.end('{}')
    })
    if (held.length === 3) for (const answer of held.splice(0)) answer()
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
    // Counted here, where a fourth client would show at once; the server's gate only proves three.
    let inFlight = 0
    let mostInFlight = 0
    const result = await runLoad({
      count: 9,
      concurrency: 3,
      request: async (n) => {
        seen.push(n)
        mostInFlight = Math.max(mostInFlight, ++inFlight)
        try {
          const response = await fetch(`${origin}/${n}`)
          await response.arrayBuffer()
          return response.status
        } finally {
          inFlight--
        }
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
