import { authDialogStore, logout, useSession } from '@unikit/auth'
import { Button } from '@unikit/design-system'
import { useId } from 'react'
import { Link, useNavigate } from 'react-router'
import styles from './MenuAccount.module.css'

/** The account in the phone's menu: the user's name with Profile and Sign out, or Sign in for a visitor. */
export function MenuAccount({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate()
  const nameId = useId()
  const name = useSession((session) =>
    session.signedIn
      ? [session.user?.first_name, session.user?.last_name].filter(Boolean).join(' ') || 'Account'
      : null,
  )

  if (name === null) {
    return (
      <section className={styles.account} aria-label="Account">
        <Button
          variant="primary"
          onClick={() => {
            onDone()
            authDialogStore.getState().open('login')
          }}
        >
          Sign in
        </Button>
      </section>
    )
  }
  return (
    <section className={styles.account} aria-labelledby={nameId}>
      <h3 id={nameId} className={styles.name}>
        {name}
      </h3>
      <Link to="/account" className={styles.link} onClick={onDone}>
        Profile
      </Link>
      <Button
        variant="secondary"
        onClick={() => {
          onDone()
          // Signed out at once; the server ends the session in the background.
          void logout()
          navigate('/')
        }}
      >
        Sign out
      </Button>
    </section>
  )
}
