import { accountApi, authDialogStore, readApiError, sessionStore } from '@unikit/auth'
import { Button, FormAlert, useSubmission } from '@unikit/design-system'
import { type FormEvent, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { weakPasswordMessage } from '../account/accountErrorMessages.ts'
import { NewPasswordFields } from '../account/NewPasswordFields.tsx'
import { type NewPassword, newPasswordProblems } from '../account/newPasswordProblems.ts'
import { useFocusFirstInvalid } from '../account/useFocusFirstInvalid.ts'
import styles from './LinkPage.module.css'

type Outcome = 'form' | 'done' | 'invalid'

const openLogin = () => authDialogStore.getState().open('login', { returnTo: '/' })
const openResetRequest = () => authDialogStore.getState().open('reset')

/**
 * `/u/reset?token=`: the e-mailed reset link. A new password and its confirmation; on success the old
 * sessions are gone, so the sign-in dialog opens. A used or expired link says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<NewPassword>({ password: '', confirmation: '' })
  const [errors, setErrors] = useState<Partial<NewPassword>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid')
  const { pending, run } = useSubmission()
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  const set = (field: keyof NewPassword, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _, ...rest }) => rest)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problems = newPasswordProblems(values, '')
    setErrors(problems)
    setFormError(null)
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid()
      return
    }
    void run(async () => {
      try {
        await accountApi.confirmPasswordReset({ token, password: values.password })
      } catch (error) {
        const failure = readApiError(error)
        if (failure.code === 'INVALID_LINK') setOutcome('invalid')
        else if (failure.code === 'WEAK_PASSWORD') setErrors({ password: weakPasswordMessage(failure) })
        else setFormError(failure.message)
        focusFirstInvalid()
        return
      }
      // The password changed: any session kept in this browser belongs to the old one.
      sessionStore.getState().signOut()
      setOutcome('done')
      openLogin()
    })
  }

  return (
    <div className={styles.page}>
      <title>Choose a new password · Unikit</title>
      <h1>Choose a new password</h1>
      <div aria-live="polite" className="uk-stack uk-stack--start">
        {outcome === 'done' && (
          <>
            <p className={styles.lead}>Your password has been changed. Sign in with your new password.</p>
            <Button onClick={openLogin}>Sign in</Button>
          </>
        )}
        {outcome === 'invalid' && (
          <>
            <p className={styles.lead}>
              This password reset link is invalid or has expired. Each link works once, for a limited time.
            </p>
            <Button onClick={openResetRequest}>Request a new link</Button>
          </>
        )}
      </div>
      {outcome === 'form' && (
        <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
          <NewPasswordFields values={values} errors={errors} onChange={set} />
          <FormAlert tone="error">{formError}</FormAlert>
          <div className={styles.actions}>
            <Button type="submit" loading={pending}>
              Save new password
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
