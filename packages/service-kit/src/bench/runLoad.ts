export interface LoadOptions {
  /** How many requests in all. */
  count: number
  /** How many clients send them, each waiting for its answer before the next request. */
  concurrency: number
  /** Sends request number `n` (0 to count - 1); the time until its body is read is its latency. */
  request: (n: number) => Promise<Response>
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
      const response = await request(n)
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, client))
  const seconds = (performance.now() - started) / 1000
  return { count, concurrency, seconds, latencies: latencies.sort((a, b) => a - b), statuses }
}
