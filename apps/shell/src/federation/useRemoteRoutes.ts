import { useContext, useEffect, useState } from 'react'
import type { RouteObject } from 'react-router'
import { RemoteLoaderContext } from './RemoteLoaderContext.ts'

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RouteObject[]; build: string }
  | { status: 'error'; error: Error }

type Loaded = { routes: RouteObject[]; build: string }

/** A load's outcome, with the remote and attempt it answers. */
type Outcome = { name: string; attempt: number; state: RemoteState }

// Loaded route trees survive navigation, so moving between tools never flashes a spinner twice.
const loaded = new Map<string, Loaded>()

/**
 * Loads a remote's routes; `attempt` changes on Retry, which first makes the runtime forget the failure.
 * What it returns always belongs to `name`: when React reuses an outlet for another remote (routes of two
 * remotes at the same place in the tree), the previous remote's routes are never matched, not even for the
 * first render (they would not match the new path and send it to /404).
 */
export function useRemoteRoutes(name: string, attempt: number): RemoteState {
  const runtime = useContext(RemoteLoaderContext)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  useEffect(() => {
    if (attempt === 0 && loaded.has(name)) return
    let current = true
    setOutcome(null) // a failure seen here before is not shown while this remote loads again
    const settle = (state: RemoteState) => {
      if (current) setOutcome({ name, attempt, state })
    }
    if (attempt > 0) runtime.reset(name)
    runtime.load(name).then(
      ({ routes, build = 'unknown' }) => {
        loaded.set(name, { routes, build })
        settle({ status: 'ready', routes, build })
      },
      (error: unknown) =>
        settle({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      current = false
    }
  }, [name, attempt, runtime])

  if (outcome?.name === name && outcome.attempt === attempt) return outcome.state
  const known = attempt === 0 ? loaded.get(name) : undefined
  return known ? { status: 'ready', ...known } : { status: 'loading' }
}

/** Test hook: forget every loaded route tree. */
export function forgetLoadedRemotes() {
  loaded.clear()
}
