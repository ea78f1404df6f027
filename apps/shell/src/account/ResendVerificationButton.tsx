import { accountApi, readApiError, useSession } from '@unikit/auth'
import { Button, type ButtonProps, useSubmission } from '@unikit/design-system'
import { useState } from 'react'
import styles from './ResendVerificationButton.module.css'

export type ResendVerificationButtonProps = {
  label?: string
  size?: ButtonProps['size']
  variant?: ButtonProps['variant']
}

/** Asks for a new verification e-mail for the signed-in user, and says (politely) whether it left. */
export function ResendVerificationButton({
  label = 'Resend verification e-mail',
  size = 'md',
  variant = 'primary',
}: ResendVerificationButtonProps) {
  const email = useSession((session) => session.user?.email ?? 'your university address')
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const { pending, run } = useSubmission()

  const resend = () =>
    run(async () => {
      setResult(null)
      try {
        await accountApi.requestVerification()
        setResult({ ok: true, message: `A new verification link has been sent to ${email}.` })
      } catch (error) {
        setResult({ ok: false, message: readApiError(error).message })
      }
    })

  return (
    <span className={styles.wrap}>
      <Button size={size} variant={variant} loading={pending} onClick={resend}>
        {label}
      </Button>
      <span role="status" className={result?.ok === false ? styles.failed : styles.result}>
        {result?.message}
      </span>
    </span>
  )
}
