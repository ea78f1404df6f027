import { ErrorPanel, Spinner } from '@unikit/design-system'
import { type ReactNode, Suspense } from 'react'
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary.tsx'

/**
 * A lazily loaded page: a spinner in the layout while its chunk arrives. A chunk that cannot be fetched (offline,
 * or a release replaced it) ends in a panel inside the layout, never in the page that replaces the header.
 */
export function LazyPage({ children }: { children: ReactNode }) {
  return (
    <RemoteErrorBoundary
      fallback={() => (
        <ErrorPanel
          title="This page could not be loaded"
          message="Check your connection, then reload the page."
          onRetry={() => window.location.reload()}
          retryLabel="Reload"
        />
      )}
    >
      <Suspense
        fallback={
          <div className="shell-remote-status">
            <Spinner label="Loading the page…" />
          </div>
        }
      >
        {children}
      </Suspense>
    </RemoteErrorBoundary>
  )
}
