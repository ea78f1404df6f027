import { ErrorBody } from '@unikit/contracts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { errors } from '../../errors.ts'

/**
 * `POST /api/private/signup_social`, a call of the original product (docs/decisions/0732-the-original-calls-answered.md):
 * only a university address proves a student (docs/product/accounts.md#who-can-sign-up), so it is answered with a
 * coded 400 naming what is needed, whatever it is sent.
 */
export function signupSocialRoute(app: AccountsApp) {
  app.post(
    '/api/private/signup_social',
    {
      schema: {
        summary: 'No social sign-up: answers 400 UNIVERSITY_EMAIL_REQUIRED',
        tags: ['auth'],
        response: { 400: ErrorBody },
      },
    },
    async () => {
      throw new errors.UNIVERSITY_EMAIL_REQUIRED(app.config.UNIVERSITY_EMAIL_DOMAIN)
    },
  )
}
