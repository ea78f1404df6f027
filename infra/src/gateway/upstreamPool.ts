/** How long an instance that said it is draining gets no new work (it stops listening soon after). */
const DRAINING_MS = 10_000
/** How long an instance that refused a connection is skipped before it is tried again. */
const DOWN_MS = 2_000

export interface UpstreamPool {
  /** The next instance in turn that is neither excluded nor known to be draining or down; else any not excluded. */
  pick(exclude: ReadonlySet<string>): string | undefined
  /** It answered with `x-unikit-draining`: shutting down. */
  markDraining(url: string): void
  /** It refused a connection: not listening (stopped, restarting). */
  markDown(url: string): void
  readonly urls: readonly string[]
}

/**
 * The instances of one service, taken in turn (round robin). What the gateway learns from answers (an
 * instance draining, a refused connection) keeps new work away from an instance for a while; there is no
 * polling: a restarted instance gets work again once its mark has expired.
 */
export function upstreamPool(urls: readonly string[], now: () => number = Date.now): UpstreamPool {
  if (urls.length === 0) throw new Error('an upstream pool needs at least one instance')
  const avoidUntil = new Map<string, number>()
  let next = 0
  const inTurn = function* () {
    for (let i = 0; i < urls.length; i++) yield urls[(next + i) % urls.length] as string
  }
  return {
    urls,
    pick(exclude) {
      let fallback: string | undefined
      for (const url of inTurn()) {
        if (exclude.has(url)) continue
        fallback ??= url
        if ((avoidUntil.get(url) ?? 0) <= now()) {
          next = (urls.indexOf(url) + 1) % urls.length
          return url
        }
      }
      if (fallback) next = (urls.indexOf(fallback) + 1) % urls.length
      return fallback
    },
    markDraining: (url) => void avoidUntil.set(url, now() + DRAINING_MS),
    markDown: (url) => void avoidUntil.set(url, now() + DOWN_MS),
  }
}
