/** Runs `work` once to warm up, then `runs` times, and returns the median wall time in milliseconds. */
export async function medianMs(work: () => unknown, runs: number): Promise<number> {
  await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}
