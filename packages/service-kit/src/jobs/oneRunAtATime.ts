export type Runs = {
  /** Starts a run, or, while one is under way, asks for one more after it; resolves when the runs asked for end. */
  run(): Promise<void>
  /** Resolves once everything due when it was called has been through a pass. */
  drain(): Promise<void>
  /** No run starts from now on; resolves when the one under way has ended. */
  stop(): Promise<void>
}

/**
 * Runs `pass` (a worker's look for due jobs) one at a time. Asked while a pass is under way, it runs once more
 * after it, so what was added meanwhile is not left for the next timer. A failed pass goes to `onError`.
 */
export function oneRunAtATime(pass: () => Promise<void>, onError: (error: unknown) => void): Runs {
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  const run = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        if (stopped) return
        await pass().catch(onError)
      } while (again)
    })().finally(() => {
      running = undefined
    })
    return running
  }
  return {
    run,
    async drain() {
      await run()
      // A pass that was under way when asked may have started before the newest rows: one more settles it.
      await run()
    },
    async stop() {
      stopped = true
      await running
    },
  }
}
