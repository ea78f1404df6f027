import { accountApi, authDialogStore, readApiError, signInWithPassword } from '@unikit/auth'
import { PASSWORD_MAX_LENGTH } from '@unikit/contracts/accounts'
import { Button, FormAlert, TextField, useSubmission } from '@unikit/design-system'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loginErrorMessage } from '../account/accountErrorMessages.ts'
import { messages } from '../account/messages.ts'
import { studentNumberProblem, toUniversityEmail } from '../account/universityEmail.ts'
import { useFocusFirstInvalid } from '../account/useFocusFirstInvalid.ts'
import styles from './AuthForms.module.css'
import { StudentNumberField } from './StudentNumberField.tsx'

export type LoginFormProps = {
  studentNumber: string
  onStudentNumberChange: (value: string) => void
  /** A message from the step before, e.g. "Sign-up done: we sent you an e-mail. Sign in now.". */
  notice: string | null
  onForgotPassword: () => void
  onCreateAccount: () => void
}

const noneMissing = { studentNumber: false, password: false }

/**
 * Sign in: student number (the domain is fixed and appended) and password. A success stores the session,
 * closes the dialog and continues to the page that asked for it.
 */
export function LoginForm({
  studentNumber,
  onStudentNumberChange,
  notice,
  onForgotPassword,
  onCreateAccount,
}: LoginFormProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const studentNumberRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(noneMissing)
  const [studentNumberError, setStudentNumberError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [linkNotice, setLinkNotice] = useState<string | null>(null)
  const { pending, run } = useSubmission()
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  // Arriving from another mode: continue where typing is needed.
  useEffect(() => {
    ;(studentNumber.trim() ? passwordRef : studentNumberRef).current?.focus()
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const number = studentNumber.trim()
    const nowMissing = { studentNumber: number === '', password: password === '' }
    const problem = studentNumberProblem(number)
    setMissing(nowMissing)
    setStudentNumberError(nowMissing.studentNumber ? null : problem)
    if (nowMissing.studentNumber || nowMissing.password || problem) {
      setFormError(nowMissing.studentNumber || nowMissing.password ? messages.credentialsRequired : null)
      focusFirstInvalid()
      return
    }
    setFormError(null)
    void run(async () => {
      const askedFor = authDialogStore.getState().returnTo
      try {
        await signInWithPassword({ email: toUniversityEmail(number), password })
      } catch (failure) {
        setFormError(loginErrorMessage(readApiError(failure)))
        passwordRef.current?.focus()
        return
      }
      const dialog = authDialogStore.getState()
      const returnTo = dialog.returnTo ?? askedFor
      dialog.close({ force: true })
      if (returnTo && returnTo !== `${location.pathname}${location.search}`) navigate(returnTo)
    })
  }

  // The way in from a new device while strangers' guesses hold the account (docs/product/accounts.md#sign-in).
  const sendSigninLink = () => {
    const number = studentNumber.trim()
    const problem = number === '' ? messages.credentialsRequired : studentNumberProblem(number)
    setMissing({ studentNumber: number === '', password: false })
    setStudentNumberError(number === '' ? null : problem)
    if (problem) {
      setFormError(number === '' ? messages.credentialsRequired : null)
      studentNumberRef.current?.focus()
      return
    }
    setFormError(null)
    void run(async () => {
      const email = toUniversityEmail(number)
      try {
        await accountApi.requestSigninLink({ email })
        setLinkNotice(
          `If ${email} has a Unikit account, a sign-in link is on its way. It works once, for 15 minutes.`,
        )
      } catch (failure) {
        setFormError(loginErrorMessage(readApiError(failure)))
      }
    })
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <FormAlert tone="success" urgent>
        {linkNotice ?? notice}
      </FormAlert>
      <StudentNumberField
        label="Student number"
        value={studentNumber}
        onChange={(value) => {
          onStudentNumberChange(value)
          setStudentNumberError(null)
        }}
        error={studentNumberError}
        invalid={missing.studentNumber}
        inputRef={studentNumberRef}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        aria-invalid={missing.password || undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormAlert tone="error">{formError}</FormAlert>
      <Button type="submit" block loading={pending}>
        Sign in
      </Button>
      <p className={styles.links}>
        <button type="button" className={`uk-link-button ${styles.linkButton}`} onClick={onForgotPassword}>
          Forgot your password?
        </button>
        <button type="button" className={`uk-link-button ${styles.linkButton}`} onClick={sendSigninLink}>
          Email me a sign-in link
        </button>
        <button type="button" className={`uk-link-button ${styles.linkButton}`} onClick={onCreateAccount}>
          Create your account
        </button>
      </p>
    </form>
  )
}
