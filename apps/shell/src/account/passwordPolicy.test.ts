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

  it('counts characters, not UTF-16 units', () => {
    expect(passwordPolicyProblem('😀😀😀😀😀😀😀', 's1')).toBe('Use at least 8 characters.')
    expect(passwordPolicyProblem('😀😀😀😀😀😀😀😀', 's1')).toBeNull()
  })

  it('refuses the student number, whatever its case, alone or inside', () => {
    const refused = 'Your password must not contain your student number.'
    expect(passwordPolicyProblem('S39123456', ' s39123456 ')).toBe(refused)
    expect(passwordPolicyProblem('my-s39123456!', 's39123456')).toBe(refused)
    // A very short student number only as the whole password, as the service counts it.
    expect(passwordPolicyProblem('abc-long-password', 'abc')).toBeNull()
    expect(passwordPolicyProblem('anything-long', '')).toBeNull()
  })
})
