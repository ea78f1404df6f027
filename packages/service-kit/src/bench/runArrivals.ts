import { setTimeout as sleep } from 'node:timers/promises'
import type { LoadResult } from './runLoad.ts'

export interface ArrivalOptions {
  /** Requests offered per second, whatever the answers do (an open loop). */
  rate: number
  /** For how long. */
  seconds: number
  /** Sends request number `n` and resolves with its status once the answer is read (see benchClient). */
  request: (n: number) => Promise<number>
}

/**
 * Offers `rate` requests a second for `seconds`, each sent at its own moment without waiting for earlier answers,
 * as independent students would. A request's latency counts from when it was due, not from when it left, so a
 * server that falls behind shows it in the p99 instead of slowing the load (no coordinated omission).
 */
export async function runArrivals({ rate, seconds, request }: ArrivalOptions): Promise<LoadResult> {
  const count = Math.round(rate * seconds)
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const inFlight: Promise<void>[] = []
  const started = performance.now()
  for (let n = 0; n < count; n++) {
    const due = started + (n * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    inFlight.push(
      request(n).then(
        (status) => {
          latencies.push(performance.now() - due)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        },
        () => {
          latencies.push(performance.now() - due)
          statuses.set(0, (statuses.get(0) ?? 0) + 1)
        },
      ),
    )
  }
  await Promise.all(inFlight)
  const elapsed = (performance.now() - started) / 1000
  return { count, concurrency: 0, seconds: elapsed, latencies: latencies.sort((a, b) => a - b), statuses }
}
