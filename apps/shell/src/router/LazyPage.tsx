import { Spinner } from '@unikit/design-system'
import { type ReactNode, Suspense } from 'react'

/** A lazily loaded page: a spinner in the layout while its chunk arrives. */
export function LazyPage({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="shell-remote-status">
          <Spinner label="Loading the page…" />
        </div>
      }
    >
      {children}
    </Suspense>
  )
}
