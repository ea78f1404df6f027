import { authDialogStore, logout, useSession } from '@unikit/auth'
import { Button, Dropdown } from '@unikit/design-system'
import { useNavigate } from 'react-router'

/** The signed-in user's first name with Profile and Sign out, or a Sign in button that opens the dialog. */
export function UserArea() {
  const navigate = useNavigate()
  const firstName = useSession((session) =>
    session.signedIn ? (session.user?.first_name ?? 'Account') : null,
  )
  const restored = useSession((session) => session.restored)

  if (!firstName) {
    // Until the server has said whether the cookie holds a session, the button keeps its place unseen, so a
    // signed-in student never sees "Sign in" flash before their name (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => authDialogStore.getState().open('login')}
        style={restored ? undefined : { visibility: 'hidden' }}
      >
        Sign in
      </Button>
    )
  }
  return (
    <Dropdown
      label={firstName}
      variant="inverse"
      align="end"
      items={[
        { id: 'profile', label: 'Profile', href: '/account' },
        {
          id: 'logout',
          label: 'Sign out',
          onSelect: () => {
            // Signed out at once; the server ends the session in the background.
            void logout()
            navigate('/')
          },
        },
      ]}
    />
  )
}
