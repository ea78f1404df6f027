import { defineErrors } from '../errors/defineErrors.ts'

/** The errors of the kit's auth checks (codes listed in `@unikit/contracts`: common and accounts). */
export const authErrors = defineErrors({
  UNAUTHORIZED: [401, 'Sign in to continue: the session is missing, has ended or was signed out'],
  EMAIL_NOT_VERIFIED: [403, 'Confirm your e-mail address first: open the link we sent you'],
  FORBIDDEN: [403, '%s'],
  CROSS_ORIGIN: [403, 'This request did not come from a Unikit page: reload Unikit and try again'],
})
