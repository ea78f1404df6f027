/**
 * Sends `rate` requests a second for `seconds`, whatever the answers' speed (an open loop, as real visitors
 * arrive), and resolves with every answer once the last one is in. `at` runs actions at given seconds into it.
 */
export async function openLoop<T>(options: {
  rate: number
  seconds: number
  request: (n: number) => Promise<T>
  at?: { second: number; action: () => unknown }[]
}): Promise<{ results: T[]; sent: number }> {
  const started = Date.now()
  const pending: Promise<T>[] = []
  const actions = [...(options.at ?? [])].sort((a, b) => a.second - b.second)
  const total = Math.round(options.rate * options.seconds)
  while (pending.length < total) {
    const elapsed = (Date.now() - started) / 1000
    while (actions[0] && actions[0].second <= elapsed) void actions.shift()?.action()
    const due = Math.min(total, Math.floor(elapsed * options.rate))
    while (pending.length < due) pending.push(options.request(pending.length))
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  for (const action of actions) await action.action()
  return { results: await Promise.all(pending), sent: total }
}
