import { PASSWORD_MAX_LENGTH } from '@unikit/contracts/accounts'
import { TextField } from '@unikit/design-system'
import type { NewPassword } from './newPasswordProblems.ts'
import { PASSWORD_POLICY_HINT } from './passwordPolicy.ts'

/** "New password" with the policy as its hint, and "Password confirmation" (check them with `newPasswordProblems`). */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: NewPassword
  errors: Partial<NewPassword>
  onChange: (field: keyof NewPassword, value: string) => void
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={PASSWORD_POLICY_HINT}
        value={values.password}
        error={errors.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <TextField
        label="Password confirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.confirmation}
        error={errors.confirmation}
        onChange={(event) => onChange('confirmation', event.target.value)}
      />
    </>
  )
}
