import type { ApiError } from '@unikit/auth'
import { ErrorPanel } from '@unikit/design-system'

/** A desk call that failed: a 403 says plainly that the desk is for staff; anything else can be tried again. */
export function DeskError({
  title,
  error,
  onRetry,
}: {
  title: string
  error: ApiError
  onRetry: () => void
}) {
  if (error.status === 403)
    return (
      <ErrorPanel
        title="This is for Unikit staff only"
        message="Sign in with a staff account to use this desk."
      />
    )
  return <ErrorPanel title={title} message={error.message} onRetry={onRetry} />
}
