import { authDialogStore, useSession } from '@unikit/auth'
import { EmptyState } from '@unikit/design-system'
import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * The auth gate of the route table: without a stored token the page is not rendered and the login dialog
 * opens in its locked mode; once a token arrives the page renders where the user asked to go.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((session) => session.token)
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`

  useEffect(() => {
    if (token) return
    authDialogStore.getState().open('login', { locked: true, returnTo })
    // Leaving the blocked route (e.g. "Back to home") releases the dialog.
    return () => {
      const dialog = authDialogStore.getState()
      if (dialog.locked) {
        dialog.unlock()
        dialog.close()
      }
    }
  }, [token, returnTo])

  if (token) return children
  return <EmptyState title="Sign in to continue" message="This page is for signed-in students." />
}
