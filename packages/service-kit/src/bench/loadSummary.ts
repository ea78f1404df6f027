import type { LoadResult } from './runLoad.ts'

/** The nearest-rank percentile `p` (0 to 100) of values sorted in ascending order. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) throw new Error('No values to take a percentile of')
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** The lines a bench prints about a load, e.g. for `noun` "logins": `  2000 logins in 4.10 s = 488 logins/s`. */
export function loadSummary({ count, seconds, latencies, statuses }: LoadResult, noun: string): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  return [
    `  ${count} ${noun} in ${seconds.toFixed(2)} s = ${(count / seconds).toFixed(0)} ${noun}/s`,
    `  latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
      `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1)!)}`,
    `  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  ].join('\n')
}
