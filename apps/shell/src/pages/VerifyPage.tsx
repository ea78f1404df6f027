import { authDialogStore, readApiError, refreshProfile, useSession } from '@unikit/auth'
import { Button, ErrorPanel, Spinner } from '@unikit/design-system'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ResendVerificationButton } from '../account/ResendVerificationButton.tsx'
import { verifyEmailOnce } from '../account/verifyEmailOnce.ts'
import styles from './LinkPage.module.css'

type State =
  | { status: 'loading' }
  | { status: 'verified'; email: string }
  | { status: 'invalid' }
  | { status: 'failed'; message: string }

/** `/u/verify?token=`: consumes the e-mailed verification link on load and says what happened. */
export default function VerifyPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const [state, setState] = useState<State>(token ? { status: 'loading' } : { status: 'invalid' })
  const [attempt, setAttempt] = useState(0)

  // `attempt` is the Retry button's way to run it again.
  useEffect(() => {
    if (!token) {
      setState({ status: 'invalid' })
      return
    }
    let current = true
    setState({ status: 'loading' })
    verifyEmailOnce(token).then(
      ({ email }) => {
        if (!current) return
        setState({ status: 'verified', email })
        // A signed-in user's header and banner learn it now rather than at the next refresh.
        refreshProfile().catch(() => {})
      },
      (error: unknown) => {
        if (!current) return
        const failure = readApiError(error)
        const refused = failure.code === 'INVALID_LINK' || failure.code === 'VALIDATION_FAILED'
        setState(refused ? { status: 'invalid' } : { status: 'failed', message: failure.message })
      },
    )
    return () => {
      current = false
    }
  }, [token, attempt])

  return (
    <div className={styles.page}>
      <title>Account verification · Unikit</title>
      <h1>Account verification</h1>
      <div aria-live="polite" className="uk-stack uk-stack--start">
        {state.status === 'loading' && <Spinner label="Verifying your e-mail address…" />}
        {state.status === 'verified' && <Verified email={state.email} />}
        {state.status === 'invalid' && <InvalidLink hadLink={token !== ''} />}
      </div>
      {state.status === 'failed' && (
        <ErrorPanel
          title="Your e-mail address could not be verified just now."
          message={state.message}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      )}
    </div>
  )
}

function Verified({ email }: { email: string }) {
  const signedIn = useSession((session) => session.signedIn)
  return (
    <>
      <p className={styles.lead}>
        Your e-mail address <strong>{email}</strong> is verified. You can now place orders, upload files and
        rate lecturers.
      </p>
      {signedIn ? (
        <Link to="/account">Go to your account</Link>
      ) : (
        <Button onClick={() => authDialogStore.getState().open('login', { returnTo: '/account' })}>
          Sign in
        </Button>
      )}
    </>
  )
}

/**
 * No usable link. One state, the true one (docs/product/accounts.md#verification): a signed-in student whose
 * address is verified is told so and nothing else; otherwise why the link did not work and the next step.
 */
function InvalidLink({ hadLink }: { hadLink: boolean }) {
  // Primitives only: a selector that builds an object would re-render for ever.
  const signedIn = useSession((session) => session.signedIn)
  const verified = useSession((session) => session.user?.verified ?? false)
  const email = useSession((session) => session.user?.email ?? '')
  if (signedIn && verified)
    return (
      <>
        <p className={styles.lead}>
          Your e-mail address <strong>{email}</strong> is verified. There is nothing more to do.
        </p>
        <Link to="/account">Go to your account</Link>
      </>
    )
  return (
    <>
      <p className={styles.lead}>
        {hadLink
          ? 'This verification link is invalid or has expired. Each link works once, for a limited time.'
          : 'Open the link in the e-mail we sent you to verify your address.'}
      </p>
      {signedIn ? (
        <ResendVerificationButton label="Send a new verification e-mail" />
      ) : (
        <>
          <p>Sign in to have a new link sent to you.</p>
          <Button onClick={() => authDialogStore.getState().open('login')}>Sign in</Button>
        </>
      )}
    </>
  )
}
