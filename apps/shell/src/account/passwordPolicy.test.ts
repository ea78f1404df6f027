import { describe, expect, it } from 'vitest'
import { PASSWORD_POLICY_HINT, passwordPolicyProblem } from './passwordPolicy.ts'

describe('the password policy as the forms check it', () => {
  it('states the whole policy', () => {
    expect(PASSWORD_POLICY_HINT).toBe(
      'At least 8 characters, not your student number, and not a common password.',
    )
  })

  it('wants at least 8 characters', () => {
    expect(passwordPolicyProblem('Abc1234', 's1')).toBe('Use at least 8 characters.')
    expect(passwordPolicyProblem('Abc12345', 's1')).toBeNull()
  })

  it('refuses the student number itself, whatever its case', () => {
    expect(passwordPolicyProblem('S39123456', ' s39123456 ')).toBe(
      'Your password must not be your student number.',
    )
    expect(passwordPolicyProblem('s39123456!', 's39123456')).toBeNull()
    expect(passwordPolicyProblem('anything-long', '')).toBeNull()
  })
})
