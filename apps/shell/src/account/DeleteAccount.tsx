import { deleteAccount, readApiError, useSession } from '@unikit/auth'
import { PASSWORD_MAX_LENGTH } from '@unikit/contracts/accounts'
import { Button, Dialog, FormAlert, formatVnd, TextField, toast, useSubmission } from '@unikit/design-system'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import styles from './AccountForms.module.css'
import { messages } from './messages.ts'

/**
 * "Delete my account" (docs/product/platform.md#your-data): what goes and what stays, then a dialog that asks for the
 * password. A refusal keeps the dialog open with what was typed; success signs out to home.
 */
export function DeleteAccount() {
  const balance = useSession((session) => session.account?.balance ?? 0)
  const navigate = useNavigate()
  const formId = useId()
  const passwordRef = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const { pending, run } = useSubmission()

  const close = () => {
    if (pending) return
    setOpen(false)
    setPassword('')
    setFieldError(undefined)
    setFormError(null)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    if (password === '') {
      setFieldError(messages.passwordRequired)
      passwordRef.current?.focus()
      return
    }
    void run(async () => {
      try {
        await deleteAccount(password)
        toast(messages.accountDeleted, { type: 'success' })
        navigate('/')
      } catch (error) {
        const failure = readApiError(error)
        if (failure.code === 'WRONG_PASSWORD') setFieldError(messages.deleteWrongPassword)
        else setFormError(`${messages.deleteFailedBecause} ${failure.message}`)
        passwordRef.current?.focus()
      }
    })
  }

  return (
    <section className={styles.section} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete my account</h2>
      <p>
        <strong>What goes:</strong> your name, e-mail address, phone and password; your sign-ins on every
        device; your stars, reports and uploads still waiting for review; the instructions, files and comments
        of your orders; the words of your lecturer insights.
      </p>
      <p>
        <strong>What stays, without your name:</strong> your orders, payments and top-ups, which the law on
        accounting makes us keep; the scores of your insights; the files you published in the Archive; a gift
        you claimed.
        {balance > 0 && ` Your balance of ${formatVnd(balance)} is not refunded: spend it first.`}
      </p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
        dismissible={!pending}
        initialFocusRef={passwordRef}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={pending}>
              Delete my account
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={onSubmit}>
          <TextField
            ref={passwordRef}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            error={fieldError}
            onChange={(event) => {
              setPassword(event.target.value)
              setFieldError(undefined)
            }}
          />
          <FormAlert tone="error">{formError}</FormAlert>
        </form>
      </Dialog>
    </section>
  )
}
