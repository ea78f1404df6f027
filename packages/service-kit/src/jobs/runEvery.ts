import { oneRunAtATime } from './oneRunAtATime.ts'

export interface RunEvery {
  /** Runs soon: a moment later, since what woke it is usually written in a transaction that commits right after. */
  poke(): void
  /** Resolves once everything due when it was called has been through a pass. */
  drain(): Promise<void>
  /** Stops the timers and waits for the pass under way. */
  stop(): Promise<void>
  /** Whether `stop` was called (a long pass ends its loop early). */
  readonly stopped: boolean
}

const PURGE_EVERY_MS = 60 * 60_000

/**
 * The timers of a durable worker of the kit (the mail sender, the notice sender): `pass` one at a time
 * (`oneRunAtATime`) every `intervalMs` and when poked, and `purge` of what is done every hour, until stopped.
 */
export function runEvery(options: {
  pass: () => Promise<void>
  intervalMs: number
  pokeDelayMs: number
  purge: () => Promise<unknown>
  onError: (error: unknown, what: 'pass' | 'purge') => void
}): RunEvery {
  let stopped = false
  let pokeTimer: NodeJS.Timeout | undefined
  const runs = oneRunAtATime(options.pass, (error) => options.onError(error, 'pass'))
  const interval = setInterval(() => void runs.run(), options.intervalMs)
  interval.unref()
  const purge = setInterval(() => {
    options.purge().catch((error) => options.onError(error, 'purge'))
  }, PURGE_EVERY_MS)
  purge.unref()
  return {
    poke() {
      if (stopped || pokeTimer) return
      pokeTimer = setTimeout(() => {
        pokeTimer = undefined
        void runs.run()
      }, options.pokeDelayMs)
      pokeTimer.unref()
    },
    drain: runs.drain,
    async stop() {
      stopped = true
      clearInterval(interval)
      clearInterval(purge)
      if (pokeTimer) clearTimeout(pokeTimer)
      await runs.stop()
    },
    get stopped() {
      return stopped
    },
  }
}
