import { describe, expect, it } from 'vitest'
import { againstBaseline, baselineRatio } from './againstBaseline.ts'
import type { LoadResult } from './runLoad.ts'

const load = (perSecond: number, p99: number): LoadResult => ({
  count: 100,
  concurrency: 1,
  seconds: 100 / perSecond,
  latencies: [...Array.from({ length: 98 }, () => 1), p99, p99],
  statuses: new Map([[200, 100]]),
})

describe('againstBaseline', () => {
  it('measures in turns, settling before each round, and keeps the median round of each', async () => {
    const order: string[] = []
    const rates = { service: [500, 900, 700], baseline: [1000, 1200, 1100] }
    const results = await againstBaseline(
      3,
      async (target, round) => {
        order.push(`${target}${round}`)
        return load(rates[target][round]!, 10)
      },
      async () => {
        order.push('settle')
      },
    )
    expect(order).toEqual([
      'settle',
      'service0',
      'settle',
      'baseline0',
      'settle',
      'service1',
      'settle',
      'baseline1',
      'settle',
      'service2',
      'settle',
      'baseline2',
    ])
    expect(results.service.count / results.service.seconds).toBeCloseTo(700)
    expect(results.baseline.count / results.baseline.seconds).toBeCloseTo(1100)
  })

  it('prints the ratios and whether the goal is met', () => {
    expect(baselineRatio({ service: load(700, 12), baseline: load(1000, 10) }, 'claims')).toBe(
      '  service / baseline: throughput 0.70 (700 / 1000 claims/s), p99 1.20x (12.0 / 10.0 ms)\n' +
        "  goal: throughput ≥ 0.6 and p99 ≤ 1.5x the baseline's: met",
    )
    expect(baselineRatio({ service: load(500, 20), baseline: load(1000, 10) }, 'claims')).toMatch(/NOT met/)
  })
})
