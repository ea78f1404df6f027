import { authDialogStore, readApiError, signInWithLink } from '@unikit/auth'
import { Button, FormAlert, useSubmission } from '@unikit/design-system'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import styles from './LinkPage.module.css'

const openLogin = () => authDialogStore.getState().open('login')

/**
 * `/u/signin?token=`: the e-mailed sign-in link, the way in from a new device while strangers' guesses hold the
 * account (docs/product/accounts.md#sign-in). The link is used by a press of the button, not on load, so a mail
 * scanner that opens links cannot spend it.
 */
export default function SigninLinkPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const navigate = useNavigate()
  const [invalid, setInvalid] = useState(token === '')
  const [formError, setFormError] = useState<string | null>(null)
  const { pending, run } = useSubmission()

  const signIn = () =>
    run(async () => {
      try {
        await signInWithLink(token)
        navigate('/account')
      } catch (failure) {
        const error = readApiError(failure)
        if (error.code === 'INVALID_LINK' || error.code === 'VALIDATION_FAILED') setInvalid(true)
        else setFormError(error.message)
      }
    })

  return (
    <div className={styles.page}>
      <title>Sign in with your link · Unikit</title>
      <h1>Sign in with your link</h1>
      {invalid ? (
        <>
          <p className={styles.lead}>
            This sign-in link is invalid or has expired. Each link works once, for 15 minutes.
          </p>
          <Button onClick={openLogin}>Sign in</Button>
        </>
      ) : (
        <>
          <p className={styles.lead}>Sign in to Unikit on this device with the link we e-mailed you.</p>
          <FormAlert tone="error">{formError}</FormAlert>
          <Button onClick={signIn} loading={pending}>
            Sign in to Unikit
          </Button>
        </>
      )}
    </div>
  )
}
