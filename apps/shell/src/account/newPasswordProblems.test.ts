import { describe, expect, it } from 'vitest'
import { messages } from './messages.ts'
import { newPasswordProblems } from './newPasswordProblems.ts'

describe('newPasswordProblems', () => {
  it('accepts a password that meets the policy, typed twice', () => {
    expect(
      newPasswordProblems({ password: 'Autumn leaves 2027', confirmation: 'Autumn leaves 2027' }, ''),
    ).toEqual({})
  })

  it('requires both fields', () => {
    expect(newPasswordProblems({ password: '', confirmation: '' }, '')).toEqual({
      password: messages.passwordRequired,
      confirmation: messages.passwordRequired,
    })
  })

  it('applies the policy, with the student number when there is one', () => {
    expect(newPasswordProblems({ password: 'short', confirmation: 'short' }, '').password).toMatch(
      /^Use at least \d+ characters\.$/,
    )
    expect(newPasswordProblems({ password: 'my s3912345 pass', confirmation: 'x' }, 's3912345')).toEqual({
      password: 'Your password must not contain your student number.',
    })
  })

  it('compares the confirmation only once the password is fine', () => {
    expect(
      newPasswordProblems({ password: 'Autumn leaves 2027', confirmation: 'Autumn leaves' }, ''),
    ).toEqual({
      confirmation: messages.passwordMismatch,
    })
    expect(newPasswordProblems({ password: 'short', confirmation: 'other' }, '')).not.toHaveProperty(
      'confirmation',
    )
  })
})
