import { authDialogStore, restoreSession, useSession } from '@unikit/auth'
import { Spinner } from '@unikit/design-system'
import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router'
import { SignInGate } from './SignInGate.tsx'

/**
 * The auth gate of the route table: without a session the page is not rendered and the login dialog opens in its
 * locked mode; once signed in the page renders where the user asked to go. The session is an HttpOnly cookie the
 * page cannot see, so until the server has answered whether there is one, the gate waits and opens nothing
 * (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md). `tool` names what the gate says is behind it.
 */
export function RequireAuth({ children, tool }: { children: ReactNode; tool?: string | undefined }) {
  const signedIn = useSession((session) => session.signedIn)
  const restored = useSession((session) => session.restored)
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`

  useEffect(() => {
    if (!restored) {
      restoreSession().catch(() => {})
      return
    }
    if (signedIn) return
    authDialogStore.getState().open('login', { locked: true, returnTo })
    // Leaving the blocked route (e.g. "Back to home") releases the dialog.
    return () => {
      const dialog = authDialogStore.getState()
      if (dialog.locked) {
        dialog.unlock()
        dialog.close()
      }
    }
  }, [signedIn, restored, returnTo])

  if (signedIn) return children
  if (!restored)
    return (
      <div className="shell-remote-status">
        <Spinner label="Checking whether you are signed in…" />
      </div>
    )
  return <SignInGate tool={tool} />
}
