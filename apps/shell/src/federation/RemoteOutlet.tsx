import { ErrorPanel, Spinner } from '@unikit/design-system'
import { Suspense, useState } from 'react'
import { Navigate, type RouteObject, useRoutes } from 'react-router'
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx'
import { RemoteFrame } from './RemoteFrame.tsx'
import { remoteTitles } from './remoteTitles.ts'
import { useRemoteRoutes } from './useRemoteRoutes.ts'

function RemoteRouteTree({ routes }: { routes: RouteObject[] }) {
  // A path the remote does not know is an unknown path like any other.
  return useRoutes(routes) ?? <Navigate to="/404" replace />
}

/**
 * Renders a remote's routes where the shell mounts it (with `desk`, its staff desk's routes). Loading shows a
 * spinner; a remote that is down, 404s or throws shows an error panel with Retry inside the layout.
 */
export function RemoteOutlet({ name, desk = false }: { name: string; desk?: boolean }) {
  const [attempt, setAttempt] = useState(0)
  const state = useRemoteRoutes(name, attempt)
  const title = remoteTitles[name] ?? name
  const retry = () => setAttempt((n) => n + 1)
  const panel = () => (
    <div className="shell-remote-status">
      <ErrorPanel
        title={`${title} could not be loaded`}
        message="Check your connection and try again. The rest of Unikit keeps working."
        onRetry={retry}
      />
    </div>
  )

  if (state.status === 'loading') {
    return (
      <div className="shell-remote-status">
        <Spinner label={`Loading ${title}…`} />
      </div>
    )
  }
  if (state.status === 'error') return panel()
  return (
    <RemoteErrorBoundary key={attempt} fallback={panel}>
      <Suspense
        fallback={
          <div className="shell-remote-status">
            <Spinner label={`Loading ${title}…`} />
          </div>
        }
      >
        <RemoteFrame name={name} build={state.build}>
          <RemoteRouteTree routes={(desk ? state.staffRoutes : state.routes) ?? []} />
        </RemoteFrame>
      </Suspense>
    </RemoteErrorBoundary>
  )
}
