import { PASSWORD_MIN_LENGTH } from '@unikit/contracts/accounts'

/** The policy as the service enforces it (the common-password list is checked there only). */
export const PASSWORD_POLICY_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not your student number, and not a common password.`

/**
 * What the form can tell before sending: too short, or the student number itself. A common password is
 * refused by the service (`WEAK_PASSWORD`).
 */
export function passwordPolicyProblem(password: string, studentNumber: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  }
  const number = studentNumber.trim().toLowerCase()
  if (number !== '' && password.toLowerCase() === number) {
    return 'Your password must not be your student number.'
  }
  return null
}
