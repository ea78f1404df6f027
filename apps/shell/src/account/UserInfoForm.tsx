import { accountApi, readApiError, type SessionUser, sessionStore } from '@unikit/auth'
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type UpdateMeBody,
} from '@unikit/contracts/accounts'
import { Button, FormAlert, TextField, toast, useSubmission } from '@unikit/design-system'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import styles from './AccountForms.module.css'
import { profileUpdateFailure } from './accountErrorMessages.ts'
import { messages } from './messages.ts'
import { isUniversityEmail } from './universityEmail.ts'
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts'

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'current_password'
type Values = Record<Field, string>

const labels: Record<Field, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  current_password: 'Current password',
}

const valuesOf = (user: SessionUser): Values => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone ?? '',
  current_password: '',
})

/** Whether the typed address is another one than the account's (the service ignores letter case). */
const isNewAddress = (typed: string, user: SessionUser) =>
  typed.trim().toLowerCase() !== user.email.toLowerCase()

/**
 * "User info": names, e-mail and phone; all but the phone are required. A new address also asks for the
 * current password (the service refuses it without), in a field that shows while the address differs.
 */
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

  const newAddress = isNewAddress(values.email, user)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = {
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
    if (newAddress && values.current_password === '') {
      problems.current_password = messages.currentPasswordNeeded
    }
    setErrors(problems)
    setFormError(null)
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid()
      return
    }
    void run(async () => {
      try {
        const body: UpdateMeBody = { ...trimmed, phone: trimmed.phone || null }
        if (newAddress) body.current_password = values.current_password
        const { user: updated } = await accountApi.updateProfile(body)
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
        hint="Your @rmit.edu.vn address. A new address needs your current password, then verifying."
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.target.value)}
      />
      {newAddress && (
        <TextField
          label={labels.current_password}
          type="password"
          required
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={messages.currentPasswordHint}
          value={values.current_password}
          error={errors.current_password}
          onChange={(event) => set('current_password', event.target.value)}
        />
      )}
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
