import { accountApi, readApiError, useSession } from '@unikit/auth'
import { PASSWORD_MAX_LENGTH } from '@unikit/contracts/accounts'
import { Button, FormAlert, TextField, toast, useSubmission } from '@unikit/design-system'
import { type FormEvent, useRef, useState } from 'react'
import styles from './AccountForms.module.css'
import { passwordChangeFailure } from './accountErrorMessages.ts'
import { messages } from './messages.ts'
import { NewPasswordFields } from './NewPasswordFields.tsx'
import { newPasswordProblems } from './newPasswordProblems.ts'
import { studentNumberOf } from './universityEmail.ts'
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts'

type Field = 'current' | 'password' | 'confirmation'
type Values = Record<Field, string>

const empty: Values = { current: '', password: '', confirmation: '' }

/** "User password": the current password, the new one and its confirmation. Other sessions end on success. */
export function UserPasswordForm() {
  const email = useSession((session) => session.user?.email ?? '')
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Partial<Values>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const { pending, run } = useSubmission()
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _, ...rest }) => rest)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problems: Partial<Values> = newPasswordProblems(values, studentNumberOf(email))
    if (values.current === '') problems.current = messages.passwordRequired
    setErrors(problems)
    setFormError(null)
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid()
      return
    }
    void run(async () => {
      try {
        await accountApi.setPassword({ current_password: values.current, password: values.password })
        setValues(empty)
        toast(messages.passwordUpdated, { type: 'success' })
      } catch (error) {
        const failure = passwordChangeFailure(readApiError(error))
        setErrors(failure.fields)
        setFormError(failure.form)
        focusFirstInvalid()
      }
    })
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint="Your current password."
        value={values.current}
        error={errors.current}
        onChange={(event) => set('current', event.target.value)}
      />
      <NewPasswordFields values={values} errors={errors} onChange={set} />
      <p className={styles.note}>Saving a new password signs you out on your other devices.</p>
      <FormAlert tone="error">{formError}</FormAlert>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          Save
        </Button>
      </div>
    </form>
  )
}
