import type { ReactNode } from 'react'
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState.tsx'
import { ErrorPanel } from '../ErrorPanel/ErrorPanel.tsx'
import { LoadingState } from '../LoadingState/LoadingState.tsx'

/** Something loading, as a page holds it (the auth package's `useApiResource` gives one). */
export type LoadableState<T> = {
  /** The last data loaded; kept while a reload runs or after a reload failed. */
  data: T | undefined
  /** Why the last load failed. */
  error?: { message: string } | undefined
  reload: () => void
}

export type LoadableProps<T> = {
  state: LoadableState<T>
  /** What loads: "Loading the folder…". */
  loading: string
  /** The title of a failure, e.g. "This folder could not be loaded"; its message and Retry follow. */
  failure: string
  /** Shown instead of the content when there is nothing (an empty list unless `isEmpty` says otherwise). */
  empty?: EmptyStateProps
  isEmpty?: (data: T) => boolean
  /** The content, once there is data; without it, nothing shows then (a page that renders the data itself). */
  children?: (data: T) => ReactNode
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0

/**
 * The four states of anything a page loads: loading, failed (with Retry) before any data came, empty, or the data.
 * A failed reload keeps the data on screen.
 */
export function Loadable<T>({
  state,
  loading,
  failure,
  empty,
  isEmpty = emptyList,
  children,
}: LoadableProps<T>) {
  if (state.data === undefined) {
    if (state.error)
      return <ErrorPanel title={failure} message={state.error.message} onRetry={state.reload} />
    return <LoadingState label={loading} />
  }
  if (empty && isEmpty(state.data)) return <EmptyState headingLevel={2} {...empty} />
  return <>{children?.(state.data)}</>
}
