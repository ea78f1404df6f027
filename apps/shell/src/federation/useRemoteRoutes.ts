import { useContext, useEffect, useState } from 'react'
import type { RouteObject } from 'react-router'
import { RemoteLoaderContext } from './RemoteLoaderContext.ts'
import { loadRemoteRoutes, type RemoteLoader } from './remoteRegistry.ts'

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RouteObject[]; staffRoutes: RouteObject[] | undefined; build: string }
  | { status: 'error'; error: Error }

type Loaded = { routes: RouteObject[]; staffRoutes: RouteObject[] | undefined; build: string }

/** A load's outcome, with the attempt it answers. */
type Outcome = { attempt: number; state: RemoteState }

// Loaded route trees survive navigation, so moving between tools never flashes a spinner twice.
const loaded = new Map<string, Loaded>()

/**
 * Loads a remote's routes; `attempt` changes on Retry, which first makes the runtime forget the failure.
 * One caller serves one remote for its whole life: outlets are keyed by remote, as React would otherwise reuse
 * one outlet, and its state, for the next remote's route. The outcome names its attempt, so the first render
 * after Retry, before the effect runs, shows the spinner rather than the failed attempt's routes or panel.
 */
export function useRemoteRoutes(name: string, attempt: number): RemoteState {
  const runtime = useContext(RemoteLoaderContext)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  useEffect(() => {
    if (attempt === 0 && loaded.has(name)) return
    let current = true
    setOutcome(null) // a failure seen here before is not shown while this remote loads again
    const settle = (state: RemoteState) => {
      if (current) setOutcome({ attempt, state })
    }
    if (attempt > 0) runtime.reset(name)
    runtime.load(name).then(
      ({ routes, staffRoutes, build = 'unknown' }) => {
        loaded.set(name, { routes, staffRoutes, build })
        settle({ status: 'ready', routes, staffRoutes, build })
      },
      (error: unknown) =>
        settle({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      current = false
    }
  }, [name, attempt, runtime])

  if (outcome?.attempt === attempt) return outcome.state
  const known = attempt === 0 ? loaded.get(name) : undefined
  return known ? { status: 'ready', ...known } : { status: 'loading' }
}

/**
 * Loads a remote's routes before the shell first renders, so its outlet shows them in that render instead of a
 * spinner in place of the first view the page came with (docs/decisions/0624-first-views-in-the-page.md).
 */
export async function loadRemoteRoutesAhead(
  name: string,
  load: RemoteLoader = loadRemoteRoutes,
): Promise<void> {
  const { routes, staffRoutes, build = 'unknown' } = await load(name)
  loaded.set(name, { routes, staffRoutes, build })
}

/** Test hook: forget every loaded route tree. */
export function forgetLoadedRemotes() {
  loaded.clear()
}
