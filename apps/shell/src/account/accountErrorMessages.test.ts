import type { ApiError } from '@unikit/auth'
import { describe, expect, it } from 'vitest'
import {
  loginErrorMessage,
  passwordChangeFailure,
  profileUpdateFailure,
  resetRequestErrorMessage,
  signupFailure,
} from './accountErrorMessages.ts'

const error = (status: number, code: string, message = 'Server says so.'): ApiError => ({
  status,
  code,
  message,
})
const labels = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  current_password: 'Current password',
}

describe('the account forms read refusals', () => {
  it('sign in: wrong credentials in the old product’s words, throttling and transport as told', () => {
    expect(loginErrorMessage(error(401, 'INVALID_CREDENTIALS'))).toBe(
      'The student number or password is incorrect. Check both, or reset your password.',
    )
    const throttled = error(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-ins. Try again in 15 minutes.')
    expect(loginErrorMessage(throttled)).toBe('Too many failed sign-ins. Try again in 15 minutes.')
    expect(loginErrorMessage(error(0, 'NETWORK', 'Could not reach the server.'))).toBe(
      'Could not reach the server.',
    )
  })

  it('sign up: the policy and a taken address under their fields, anything else in general', () => {
    const common = error(
      400,
      'WEAK_PASSWORD',
      'This password is too common: choose one that is harder to guess',
    )
    expect(signupFailure(common)).toEqual({
      form: 'Sign-up failed. Please try again.',
      fields: { password: 'This password is too common: choose one that is harder to guess.' },
    })
    expect(signupFailure(error(400, 'WEAK_PASSWORD', '')).fields.password).toMatch(
      /^This password is too easy to guess/,
    )
    expect(signupFailure(error(500, 'INTERNAL'))).toEqual({
      form: 'Sign-up failed. Please try again.',
      fields: {},
    })
    expect(signupFailure(error(429, 'RATE_LIMITED', 'Too many requests: try again in 1 minute'))).toEqual({
      form: 'Too many requests: try again in 1 minute',
      fields: {},
    })
  })

  it('reset: "That address cannot be used. Enter your student number." only for a refused address', () => {
    expect(resetRequestErrorMessage(error(400, 'EMAIL_DOMAIN'))).toBe(
      'That address cannot be used. Enter your student number.',
    )
    expect(resetRequestErrorMessage(error(400, 'VALIDATION_FAILED'))).toBe(
      'That address cannot be used. Enter your student number.',
    )
    expect(resetRequestErrorMessage(error(429, 'RATE_LIMITED', 'Wait a minute.'))).toBe('Wait a minute.')
  })

  it('profile: "Your profile could not be saved. Please try again." with the service’s reasons under the fields it names', () => {
    expect(profileUpdateFailure(error(409, 'EMAIL_TAKEN'), labels)).toEqual({
      form: 'Your profile could not be saved. Please try again.',
      fields: { email: 'Another account already uses this e-mail address.' },
    })
    expect(profileUpdateFailure(error(403, 'EMAIL_NOT_VERIFIED'), labels).fields).toEqual({
      email: 'Confirm your current e-mail address first (open the link we sent you), then you can change it.',
    })
    const invalid = error(
      400,
      'VALIDATION_FAILED',
      'body.phone must NOT have more than 32 characters; body must be object',
    )
    expect(profileUpdateFailure(invalid, labels)).toEqual({
      form: 'Your profile could not be saved: body must be object',
      fields: { phone: 'Phone must NOT have more than 32 characters' },
    })
    expect(profileUpdateFailure(error(400, 'WRONG_PASSWORD'), labels)).toEqual({
      form: 'Your profile could not be saved. Please try again.',
      fields: { current_password: 'Your current password is incorrect.' },
    })
    expect(profileUpdateFailure(error(400, 'CURRENT_PASSWORD_REQUIRED'), labels).fields).toEqual({
      current_password: 'Enter your current password to change your e-mail address.',
    })
    const tooMany = error(
      429,
      'TOO_MANY_EMAIL_CHANGES',
      'Too many e-mail address changes: try again in 5 minutes',
    )
    expect(profileUpdateFailure(tooMany, labels)).toEqual({
      form: 'Your profile could not be saved: Too many e-mail address changes: try again in 5 minutes',
      fields: {},
    })
    expect(profileUpdateFailure(error(500, 'INTERNAL'), labels)).toEqual({
      form: 'Your profile could not be saved. Please try again.',
      fields: {},
    })
  })

  it('password: a wrong current password and a weak new one by their fields', () => {
    expect(passwordChangeFailure(error(400, 'WRONG_PASSWORD'))).toEqual({
      form: 'Your password could not be changed. Please try again.',
      fields: { current: 'Your current password is incorrect.' },
    })
    expect(passwordChangeFailure(error(400, 'WEAK_PASSWORD', 'Too short')).fields).toEqual({
      password: 'Too short.',
    })
    expect(passwordChangeFailure(error(0, 'NETWORK', 'Offline.')).form).toBe(
      'Your password could not be changed: Offline.',
    )
  })
})
