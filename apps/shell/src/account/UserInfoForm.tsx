import { accountApi, readApiError, type SessionUser, sessionStore } from '@unikit/auth'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@unikit/contracts/accounts'
import { Button, TextField, toast } from '@unikit/design-system'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import styles from './AccountForms.module.css'
import { profileUpdateFailure } from './accountErrorMessages.ts'
import { FormAlert } from './FormAlert.tsx'
import { messages } from './messages.ts'
import { isUniversityEmail } from './universityEmail.ts'
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts'
import { useSubmission } from './useSubmission.ts'

type Field = 'first_name' | 'last_name' | 'email' | 'phone'
type Values = Record<Field, string>

const labels: Record<Field, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
}

const valuesOf = (user: SessionUser): Values => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone ?? '',
})

/** "User Info": names, e-mail and phone; all but the phone are required. */
export function UserInfoForm({ user }: { user: SessionUser }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(() => valuesOf(user))
  const [dirty, setDirty] = useState(false)
  const [errors, setErrors] = useState<Partial<Values>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const { pending, run } = useSubmission()
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  // A fresher profile (a refresh, another tab) shows unless the user has started editing.
  useEffect(() => {
    if (!dirty) setValues(valuesOf(user))
  }, [user, dirty])

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _, ...rest }) => rest)
    setDirty(true)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed: Values = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
    }
    const problems: Partial<Values> = {}
    for (const field of ['first_name', 'last_name', 'email'] as const) {
      if (trimmed[field] === '') problems[field] = messages.inputRequired
    }
    if (!problems.email && !isUniversityEmail(trimmed.email))
      problems.email = messages.universityEmailRequired
    setErrors(problems)
    setFormError(null)
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid()
      return
    }
    void run(async () => {
      try {
        const { user: updated } = await accountApi.updateProfile({ ...trimmed, phone: trimmed.phone || null })
        const { account } = sessionStore.getState()
        sessionStore.getState().setProfile({ user: updated, account })
        setDirty(false)
        setValues(valuesOf(updated))
        toast(messages.updateSuccess, { type: 'success' })
      } catch (error) {
        const failure = profileUpdateFailure(readApiError(error), labels)
        setErrors(failure.fields)
        setFormError(failure.form)
        focusFirstInvalid()
      }
    })
  }

  const field = (name: Field, props: { autoComplete: string; maxLength: number; type?: string }) => (
    <TextField
      label={labels[name]}
      required={name !== 'phone'}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
      {...props}
    />
  )

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.pair}>
        {field('first_name', { autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH })}
        {field('last_name', { autoComplete: 'family-name', maxLength: NAME_MAX_LENGTH })}
      </div>
      <TextField
        label={labels.email}
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        hint="Your @rmit.edu.vn address. A new address needs verifying again."
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.target.value)}
      />
      {field('phone', { autoComplete: 'tel', maxLength: PHONE_MAX_LENGTH, type: 'tel' })}
      <FormAlert tone="error">{formError}</FormAlert>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          Save
        </Button>
      </div>
    </form>
  )
}
