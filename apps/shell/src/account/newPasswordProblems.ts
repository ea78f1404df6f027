import { messages } from './messages.ts'
import { passwordPolicyProblem } from './passwordPolicy.ts'

/** A new password as typed twice. */
export interface NewPassword {
  password: string
  confirmation: string
}

/**
 * What the form can tell about a new password before sending, by field: both are required, the password must
 * meet the policy, and the confirmation must match it (checked once both are otherwise fine).
 */
export function newPasswordProblems(
  { password, confirmation }: NewPassword,
  studentNumber: string,
): Partial<NewPassword> {
  const problems: Partial<NewPassword> = {}
  if (password === '') problems.password = messages.passwordRequired
  else {
    const policy = passwordPolicyProblem(password, studentNumber)
    if (policy) problems.password = policy
  }
  if (confirmation === '') problems.confirmation = messages.passwordRequired
  else if (!problems.password && password !== confirmation) problems.confirmation = messages.passwordMismatch
  return problems
}
