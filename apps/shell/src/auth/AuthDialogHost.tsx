import { authDialogStore, onUnauthorized, useAuthDialog } from '@unikit/auth'
import { Dialog, ErrorPanel, Spinner } from '@unikit/design-system'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Link } from 'react-router'
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary.tsx'

/**
 * The forms are a chunk of their own, fetched when the dialog first opens: most first pages never show them
 * (docs/decisions/0622-shell-initial-js-budget.md). A page that will open it at once (a gated page, signed out)
 * fetches them beside the shell's own chunks.
 */
export const loadAuthForms = () => import('./AuthForms.tsx')
const AuthForms = lazy(() => loadAuthForms().then((m) => ({ default: m.AuthForms })))

const titles = { login: 'Sign in', signup: 'Create your account', reset: 'Reset password', closed: '' }
/** Why a blocked route's dialog is there, in the words of each mode. */
const lockedReasons = {
  login: 'Sign in with your RMIT student account to open this page.',
  signup: 'Create your account with your RMIT student number to open this page.',
  reset: 'Get a new password, then sign in to open this page.',
  closed: '',
}

/**
 * The one auth dialog. Opened by the Sign in button, a 401 or a blocked route; in the latter case it is locked:
 * Escape and the backdrop do nothing, and the only ways out are signing in or going back home.
 */
export function AuthDialogHost() {
  const mode = useAuthDialog((dialog) => dialog.mode)
  const locked = useAuthDialog((dialog) => dialog.locked)
  // A call answered 401: the API client has already cleared the session; ask the user to sign in again.
  useEffect(() => onUnauthorized(() => authDialogStore.getState().open('login')), [])
  const close = () => authDialogStore.getState().close()
  const leave = () => {
    const dialog = authDialogStore.getState()
    dialog.unlock()
    dialog.close()
  }

  // Suspense is outside the dialog: while the forms load, a dialog with a spinner shows; the dialog with the
  // forms then opens afresh, so it focuses the first field as it would have had the forms been there at once.
  const frame = (content: ReactNode) => (
    <Dialog
      open
      onClose={close}
      dismissible={!locked}
      title={titles[mode]}
      description={locked ? lockedReasons[mode] : undefined}
      size="sm"
      footer={
        locked ? (
          <Link to="/" onClick={leave}>
            Back to home
          </Link>
        ) : undefined
      }
    >
      {content}
    </Dialog>
  )
  if (mode === 'closed') return null
  // Forms whose chunk cannot be fetched (offline, or a release replaced it) say so in the dialog.
  const unavailable = () =>
    frame(
      <ErrorPanel
        title="Sign-in could not be loaded"
        message="Check your connection, then reload the page."
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      />,
    )
  return (
    <RemoteErrorBoundary fallback={unavailable}>
      <Suspense fallback={frame(<Spinner label="Loading…" />)}>{frame(<AuthForms mode={mode} />)}</Suspense>
    </RemoteErrorBoundary>
  )
}
