import { defineErrors } from '@unikit/service-kit'

/** The accounts service's errors; the shell maps each code (`accountErrorCodes`) to its own text. */
export const errors = defineErrors({
  VALIDATION_FAILED: [400, '%s'],
  EMAIL_DOMAIN: [400, 'Use your university e-mail address (…@%s)'],
  UNIVERSITY_EMAIL_REQUIRED: [
    400,
    'Sign up with your university e-mail address (…@%s): there is no social sign-up',
  ],
  WEAK_PASSWORD: [400, '%s'],
  EMAIL_TAKEN: [409, 'This e-mail address already has an account'],
  INVALID_CREDENTIALS: [401, 'The username and / or password is incorrect'],
  TOO_MANY_ATTEMPTS: [429, 'Too many failed sign-in attempts: try again in %s'],
  INVALID_LINK: [400, 'This link is not valid any more: it was used, has expired or was replaced'],
  WRONG_PASSWORD: [400, 'The current password is incorrect'],
  CURRENT_PASSWORD_REQUIRED: [400, 'Enter your current password to change your %s'],
  TOO_MANY_EMAIL_CHANGES: [429, 'Too many e-mail address changes: try again in %s'],
  INSUFFICIENT_FUNDS: [409, 'The balance is too low for this payment'],
  IDEMPOTENCY_CONFLICT: [409, 'This idempotency key was already used for a different entry'],
  USER_NOT_FOUND: [404, 'No user with this id'],
  NOTICE_NOT_FOUND: [404, 'No notice with this id'],
})
