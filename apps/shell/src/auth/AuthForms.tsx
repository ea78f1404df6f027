import type { AuthDialogMode } from '@unikit/auth'

/** The sign-in, sign-up and reset forms; they arrive with the accounts service (its issue fills this in). */
export function AuthForms({ mode }: { mode: AuthDialogMode }) {
  if (mode === 'closed') return null
  return <p>Signing in will be available soon.</p>
}
