import type { RemotePartModule, RemotePartName } from '@unikit/config/remotes'
import { remoteParts } from '@unikit/config/remotes'
import { startTransition, useContext, useEffect, useState } from 'react'
import { RemoteLoaderContext } from './RemoteLoaderContext.ts'

export type RemotePartState<Part> =
  | { status: 'loading' }
  | { status: 'ready'; module: RemotePartModule<Part> }
  | { status: 'error'; error: Error }

// Loaded parts survive navigation, as loaded route trees do: the next course page shows them at once.
const loaded = new Map<RemotePartName, RemotePartModule<unknown>>()

/**
 * Loads a part a remote exposes; `attempt` changes on Retry, which first makes the runtime forget the remote's
 * failure. The outcome names its attempt, so a Retry shows the spinner rather than the failed attempt's panel
 * (as `useRemoteRoutes`, docs/decisions/0012-a-remote-outlet-only-shows-its-own-remote.md).
 */
export function useRemotePart<Part>(name: RemotePartName, attempt: number): RemotePartState<Part> {
  const runtime = useContext(RemoteLoaderContext)
  const [outcome, setOutcome] = useState<{ attempt: number; state: RemotePartState<Part> } | null>(null)

  useEffect(() => {
    if (attempt === 0 && loaded.has(name)) return
    let current = true
    setOutcome(null)
    if (attempt > 0) runtime.reset(remoteParts[name].remote)
    runtime.loadPart<Part>(name).then(
      (module) => {
        loaded.set(name, module)
        // The part draws as a transition, in slices rather than one long task.
        if (current) startTransition(() => setOutcome({ attempt, state: { status: 'ready', module } }))
      },
      (error: unknown) => {
        if (current)
          setOutcome({
            attempt,
            state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) },
          })
      },
    )
    return () => {
      current = false
    }
  }, [name, attempt, runtime])

  if (outcome?.attempt === attempt) return outcome.state
  const known = attempt === 0 ? (loaded.get(name) as RemotePartModule<Part> | undefined) : undefined
  return known ? { status: 'ready', module: known } : { status: 'loading' }
}

/** Test hook: forget every loaded part. */
export function forgetLoadedParts() {
  loaded.clear()
}
