import { accountApi, readApiError } from '@unikit/auth'
import { Button, FormAlert, useSubmission } from '@unikit/design-system'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { resetRequestErrorMessage } from '../account/accountErrorMessages.ts'
import { messages } from '../account/messages.ts'
import { studentNumberProblem, toUniversityEmail } from '../account/universityEmail.ts'
import styles from './AuthForms.module.css'
import { StudentNumberField } from './StudentNumberField.tsx'

export type ResetRequestFormProps = {
  studentNumber: string
  onStudentNumberChange: (value: string) => void
  onBackToLogin: () => void
}

/** Reset-password mode of Sign in: mails a link to the university address of the student number. */
export function ResetRequestForm({
  studentNumber,
  onStudentNumberChange,
  onBackToLogin,
}: ResetRequestFormProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const { pending, run } = useSubmission()

  useEffect(() => inputRef.current?.focus(), [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const number = studentNumber.trim()
    const problem = number === '' ? messages.emailRequired : studentNumberProblem(number)
    setSent(false)
    setFormError(null)
    setFieldError(problem)
    if (problem) {
      inputRef.current?.focus()
      return
    }
    void run(async () => {
      try {
        await accountApi.requestPasswordReset({ email: toUniversityEmail(number) })
        setSent(true)
      } catch (error) {
        setFormError(resetRequestErrorMessage(readApiError(error)))
        inputRef.current?.focus()
      }
    })
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.intro}>We will e-mail you a link to choose a new password.</p>
      <StudentNumberField
        label="Email"
        value={studentNumber}
        onChange={(value) => {
          onStudentNumberChange(value)
          setFieldError(null)
        }}
        error={fieldError}
        inputRef={inputRef}
      />
      <FormAlert tone="error">{formError}</FormAlert>
      <FormAlert tone="success">{sent ? messages.resetSent : null}</FormAlert>
      <Button type="submit" block loading={pending}>
        Reset
      </Button>
      <p className={styles.links}>
        <span>
          Remembered it?{' '}
          <button type="button" className={`uk-link-button ${styles.linkButton}`} onClick={onBackToLogin}>
            Sign in
          </button>
        </span>
      </p>
    </form>
  )
}
