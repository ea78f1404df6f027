import { authDialogStore, useSession } from '@unikit/auth'
import { formatVnd } from '@unikit/design-system'
import { Link } from 'react-router'
import styles from './BalanceBar.module.css'

/**
 * "My balance": the account's balance in VND for a signed-in student, with a link to the statement of every
 * movement (docs/product/accounts.md#statement), else a way to sign in.
 */
export function BalanceBar({ onNavigate }: { onNavigate?: () => void }) {
  // Until the server has said whether the cookie holds a session, "…" rather than a Sign in that may flash.
  const balance = useSession((session) =>
    session.signedIn ? (session.account?.balance ?? null) : session.restored ? undefined : null,
  )
  return (
    <section className={styles.balance} aria-label="My balance">
      <span className={styles.label}>My balance</span>
      {balance === undefined ? (
        <button
          type="button"
          className={styles.signIn}
          onClick={() => authDialogStore.getState().open('login')}
        >
          Sign in to see it
        </button>
      ) : (
        <>
          <strong className={styles.amount}>{balance === null ? '…' : formatVnd(balance)}</strong>
          <Link to="/account/statement" className={styles.statement} onClick={onNavigate}>
            Statement
          </Link>
        </>
      )}
    </section>
  )
}
