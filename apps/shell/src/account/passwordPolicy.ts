import { PASSWORD_MIN_LENGTH } from '@unikit/contracts/accounts'

/** The policy as the service enforces it (the common-password list is checked there only). */
export const PASSWORD_POLICY_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not your student number, and not a common password.`

/** The service refuses a student number inside a password only from this length on (the whole one always). */
const MIN_CONTAINED_LENGTH = 4

/**
 * What the form can tell before sending: too short, or the student number in it, as the service counts them.
 * A common password is refused by the service alone (`WEAK_PASSWORD`).
 */
export function passwordPolicyProblem(password: string, studentNumber: string): string | null {
  const normalized = password.normalize('NFC')
  if ([...normalized].length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  }
  const lower = normalized.toLowerCase()
  const number = studentNumber.trim().toLowerCase()
  if (
    number !== '' &&
    (lower === number || (number.length >= MIN_CONTAINED_LENGTH && lower.includes(number)))
  ) {
    return 'Your password must not contain your student number.'
  }
  return null
}
