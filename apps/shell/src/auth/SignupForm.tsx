import { accountApi, readApiError } from '@unikit/auth'
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@unikit/contracts/accounts'
import { Button, FormAlert, TextField, useSubmission } from '@unikit/design-system'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { signupFailure } from '../account/accountErrorMessages.ts'
import { messages } from '../account/messages.ts'
import { PASSWORD_POLICY_HINT, passwordPolicyProblem } from '../account/passwordPolicy.ts'
import { studentNumberProblem, toUniversityEmail } from '../account/universityEmail.ts'
import { useFocusFirstInvalid } from '../account/useFocusFirstInvalid.ts'
import styles from './AuthForms.module.css'
import { StudentNumberField } from './StudentNumberField.tsx'

export type SignupFormProps = {
  studentNumber: string
  onStudentNumberChange: (value: string) => void
  /** The account exists: the dialog moves to Sign in with the student number filled in. */
  onSignedUp: () => void
  onSignIn: () => void
}

type Values = { firstName: string; lastName: string; password: string }
type FieldErrors = Partial<Record<'studentNumber' | 'password', string>>
type Missing = Record<'firstName' | 'lastName' | 'studentNumber' | 'password', boolean>

const noneMissing: Missing = { firstName: false, lastName: false, studentNumber: false, password: false }

/** Create your account: names, student number and a password that meets the policy shown under it. */
export function SignupForm({ studentNumber, onStudentNumberChange, onSignedUp, onSignIn }: SignupFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const firstNameRef = useRef<HTMLInputElement>(null)
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', password: '' })
  const [missing, setMissing] = useState<Missing>(noneMissing)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const { pending, run } = useSubmission()
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  useEffect(() => firstNameRef.current?.focus(), [])

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field === 'password') setFieldErrors(({ password: _, ...rest }) => rest)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const firstName = values.firstName.trim()
    const lastName = values.lastName.trim()
    const number = studentNumber.trim()
    const nowMissing: Missing = {
      firstName: firstName === '',
      lastName: lastName === '',
      studentNumber: number === '',
      password: values.password === '',
    }
    const anyMissing = Object.values(nowMissing).some(Boolean)
    const problems: FieldErrors = {}
    const numberProblem = studentNumberProblem(number)
    if (numberProblem && !nowMissing.studentNumber) problems.studentNumber = numberProblem
    const policyProblem = passwordPolicyProblem(values.password, number)
    if (policyProblem && !nowMissing.password) problems.password = policyProblem
    setMissing(nowMissing)
    setFieldErrors(problems)
    if (anyMissing || Object.keys(problems).length > 0) {
      setFormError(anyMissing ? messages.credentialsRequired : null)
      focusFirstInvalid()
      return
    }
    setFormError(null)
    void run(async () => {
      try {
        await accountApi.signup({
          first_name: firstName,
          last_name: lastName,
          email: toUniversityEmail(number),
          password: values.password,
        })
      } catch (error) {
        const failure = signupFailure(readApiError(error))
        setFieldErrors(failure.fields)
        setFormError(failure.form)
        focusFirstInvalid()
        return
      }
      onStudentNumberChange(number)
      onSignedUp()
    })
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.names}>
        <TextField
          ref={firstNameRef}
          label="First name"
          autoComplete="given-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={values.firstName}
          aria-invalid={missing.firstName || undefined}
          onChange={(event) => set('firstName')(event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={values.lastName}
          aria-invalid={missing.lastName || undefined}
          onChange={(event) => set('lastName')(event.target.value)}
        />
      </div>
      <StudentNumberField
        label="Student number"
        value={studentNumber}
        onChange={(value) => {
          onStudentNumberChange(value)
          setFieldErrors(({ studentNumber: _, ...rest }) => rest)
        }}
        error={fieldErrors.studentNumber}
        invalid={missing.studentNumber}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={PASSWORD_POLICY_HINT}
        error={fieldErrors.password}
        value={values.password}
        aria-invalid={missing.password || undefined}
        onChange={(event) => set('password')(event.target.value)}
      />
      <FormAlert tone="error">{formError}</FormAlert>
      <Button type="submit" block loading={pending}>
        Sign up
      </Button>
      <p className={styles.links}>
        <span>
          Already have an account?{' '}
          <button type="button" className={`uk-link-button ${styles.linkButton}`} onClick={onSignIn}>
            Sign in
          </button>
        </span>
      </p>
    </form>
  )
}
