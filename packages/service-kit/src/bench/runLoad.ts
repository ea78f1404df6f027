export interface LoadOptions {
  /** How many requests in all. */
  count: number
  /** How many clients send them, each waiting for its answer before the next request. */
  concurrency: number
  /** Sends request number `n` (0 to count - 1) and resolves with its status once the answer is read (see benchClient). */
  request: (n: number) => Promise<number>
}

export interface LoadResult {
  count: number
  concurrency: number
  /** From the first request to the last answer. */
  seconds: number
  /** Milliseconds, fastest first. */
  latencies: number[]
  /** How many answers had each status. */
  statuses: Map<number, number>
}

/** Sends `count` requests from `concurrency` clients at once and times them. */
export async function runLoad({ count, concurrency, request }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const client = async () => {
    while (next < count) {
      const n = next++
      const started = performance.now()
      const status = await request(n)
      latencies.push(performance.now() - started)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, client))
  const seconds = (performance.now() - started) / 1000
  return { count, concurrency, seconds, latencies: latencies.sort((a, b) => a - b), statuses }
}
