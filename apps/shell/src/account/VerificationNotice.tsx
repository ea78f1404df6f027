import { useSession } from '@unikit/auth'
import { useLocation } from 'react-router'
import { ResendVerificationButton } from './ResendVerificationButton.tsx'
import styles from './VerificationNotice.module.css'

/**
 * A quiet line under the header while the signed-in user's address is unverified: orders, uploads and ratings
 * will need it, and a new link is one click away. Hidden on the verification page itself.
 */
export function VerificationNotice() {
  const user = useSession((session) => (session.signedIn ? session.user : null))
  const { pathname } = useLocation()
  if (!user || user.verified || pathname === '/u/verify') return null

  return (
    <section className={styles.notice} aria-label="E-mail verification">
      <p className={styles.text}>
        Please verify your e-mail address <strong>{user.email}</strong>: placing orders, uploading files and
        rating lecturers need it.
      </p>
      <ResendVerificationButton size="sm" variant="secondary" />
    </section>
  )
}
