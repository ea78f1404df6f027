import { ErrorPanel } from '@unikit/design-system'
import { useRouteError } from 'react-router'

/** The last line of defence: an error thrown by the shell itself, outside any remote's panel. */
export function RouteErrorPage() {
  const error = useRouteError()
  console.error('Unikit: unexpected error', error)
  return (
    <div className="shell-page">
      <ErrorPanel
        title="Something went wrong"
        message="Reload the page to try again."
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      />
    </div>
  )
}
