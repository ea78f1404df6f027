/**
 * A worker's timers: `run` every `intervalMs`, and a moment after `poke()` (the row that asks for work is usually
 * written inside a transaction that commits right after). `stop()` clears both; a poke after it does nothing.
 */
export function runTimers(run: () => void, intervalMs: number) {
  let stopped = false
  let pokeTimer: NodeJS.Timeout | undefined
  const interval = setInterval(run, intervalMs)
  interval.unref()
  return {
    poke() {
      if (stopped || pokeTimer) return
      pokeTimer = setTimeout(() => {
        pokeTimer = undefined
        run()
      }, 5)
      pokeTimer.unref()
    },
    stop() {
      stopped = true
      clearInterval(interval)
      if (pokeTimer) clearTimeout(pokeTimer)
    },
  }
}
