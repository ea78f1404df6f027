import { useContext, useEffect, useState } from 'react'
import type { RouteObject } from 'react-router'
import { RemoteLoaderContext } from './RemoteLoaderContext.ts'

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RouteObject[]; build: string }
  | { status: 'error'; error: Error }

// Loaded route trees survive navigation, so moving between tools never flashes a spinner twice.
const loaded = new Map<string, { routes: RouteObject[]; build: string }>()

/** Loads a remote's routes; `attempt` changes on Retry, which first makes the runtime forget the failure. */
export function useRemoteRoutes(name: string, attempt: number): RemoteState {
  const runtime = useContext(RemoteLoaderContext)
  const cached = loaded.get(name)
  const [state, setState] = useState<RemoteState>(
    cached ? { status: 'ready', ...cached } : { status: 'loading' },
  )

  useEffect(() => {
    const known = loaded.get(name)
    if (known && attempt === 0) {
      setState({ status: 'ready', ...known })
      return
    }
    let current = true
    setState({ status: 'loading' })
    if (attempt > 0) runtime.reset(name)
    runtime.load(name).then(
      ({ routes, build = 'unknown' }) => {
        loaded.set(name, { routes, build })
        if (current) setState({ status: 'ready', routes, build })
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) })
      },
    )
    return () => {
      current = false
    }
  }, [name, attempt, runtime])

  return state
}

/** Test hook: forget every loaded route tree. */
export function forgetLoadedRemotes() {
  loaded.clear()
}
