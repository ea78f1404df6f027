import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { type ApiError, readApiError } from './readApiError.ts'

export type ApiResource<T> =
  | { status: 'loading'; data: T | undefined; error: undefined; reload: () => void }
  | { status: 'ready'; data: T; error: undefined; reload: () => void }
  | { status: 'error'; data: T | undefined; error: ApiError; reload: () => void }

/**
 * What a page shows while it loads something from the API: loading, the data, or the error to explain, and a
 * `reload` for a Retry button or after a change. A reload keeps the last data on screen while it runs, and an
 * answer that arrives after newer inputs, or after the page has gone, is dropped. What the data draws is drawn as a
 * transition, in slices the browser can answer input between, rather than in one long task (a long list on a phone;
 * docs/decisions/0764-the-course-page-composes-parts.md).
 */
export function useApiResource<T>(load: () => Promise<T>, deps: DependencyList): ApiResource<T> {
  const [state, setState] = useState<{ data: T | undefined; error: ApiError | undefined; busy: boolean }>({
    data: undefined,
    error: undefined,
    busy: true,
  })
  const [generation, setGeneration] = useState(0)
  const latest = useRef(0)
  // The caller names what the load depends on, as with useEffect.
  useEffect(() => {
    const call = ++latest.current
    setState((previous) => ({ ...previous, busy: true }))
    load().then(
      (data) => {
        if (call === latest.current) startTransition(() => setState({ data, error: undefined, busy: false }))
      },
      (error: unknown) =>
        call === latest.current &&
        setState((previous) => ({ data: previous.data, error: readApiError(error), busy: false })),
    )
    // An answer that arrives after the page has gone is nobody's: counting past this call drops it.
    return () => {
      if (call === latest.current) latest.current++
    }
  }, [...deps, generation])
  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  if (state.error && !state.busy) return { status: 'error', data: state.data, error: state.error, reload }
  if (state.busy || state.data === undefined)
    return { status: 'loading', data: state.data, error: undefined, reload }
  return { status: 'ready', data: state.data, error: undefined, reload }
}
