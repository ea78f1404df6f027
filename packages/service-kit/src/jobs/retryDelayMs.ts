/** How long a durable job waits after its `attempts`-th failed try: doubling from `baseMs`, at most `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxMs)
}
