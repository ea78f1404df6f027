import { availableParallelism, cpus, loadavg } from 'node:os'
import { percentile } from './loadSummary.ts'
import type { LoadResult } from './runLoad.ts'

/** What a service must reach beside its bare baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md). */
export const baselineGoal = { throughput: 0.6, p99: 1.5 }

export type Target = 'service' | 'baseline'

/**
 * Measures the service and its baseline in turns (service, baseline, service, baseline…), so a change in the
 * machine's load meanwhile weighs on both, and keeps each one's median round by throughput. `settle` runs before
 * each round: work one left behind (mail still to send) must not run during the other's.
 */
export async function againstBaseline(
  rounds: number,
  measure: (target: Target, round: number) => Promise<LoadResult>,
  settle: () => Promise<void> = async () => {},
): Promise<Record<Target, LoadResult>> {
  const results: Record<Target, LoadResult[]> = { service: [], baseline: [] }
  for (let round = 0; round < rounds; round++) {
    for (const target of ['service', 'baseline'] as const) {
      await settle()
      results[target].push(await measure(target, round))
    }
  }
  const median = (list: LoadResult[]) =>
    [...list].sort((a, b) => throughput(a) - throughput(b))[Math.floor(list.length / 2)] as LoadResult
  return { service: median(results.service), baseline: median(results.baseline) }
}

const throughput = ({ count, seconds }: LoadResult) => count / seconds

/** The ratio lines: throughput and p99 as a share of the baseline's, and whether the goal is met. */
export function baselineRatio(results: Record<Target, LoadResult>, noun: string): string {
  const ratio = throughput(results.service) / throughput(results.baseline)
  const p99 = (result: LoadResult) => percentile(result.latencies, 99)
  const p99Ratio = p99(results.service) / p99(results.baseline)
  const met = ratio >= baselineGoal.throughput && p99Ratio <= baselineGoal.p99
  return [
    `  service / baseline: throughput ${ratio.toFixed(2)} (${throughput(results.service).toFixed(0)} / ` +
      `${throughput(results.baseline).toFixed(0)} ${noun}/s), p99 ${p99Ratio.toFixed(2)}x ` +
      `(${p99(results.service).toFixed(1)} / ${p99(results.baseline).toFixed(1)} ms)`,
    `  goal: throughput ≥ ${baselineGoal.throughput} and p99 ≤ ${baselineGoal.p99}x the baseline's: ${met ? 'met' : 'NOT met'}`,
  ].join('\n')
}

/** The machine the figures come from, and how busy it was (ratios hold up under load better than figures). */
export function describeMachine(): string {
  const [cpu] = cpus()
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
  return `${availableParallelism()} cores, ${cpu?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${load}`
}
