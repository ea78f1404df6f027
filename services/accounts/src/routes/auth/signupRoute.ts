import { ErrorBody } from '@unikit/contracts'
import { SignupBody, SignupResult } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { perSignupAddress } from '../../limits/campusLimits.ts'
import { signUp } from '../../users/signUp.ts'

/** `POST /api/private/signup`: a university address, a name and a password → the new user's id. */
export function signupRoute(app: AccountsApp) {
  const { config } = app
  app.post(
    '/api/private/signup',
    {
      config: { rateLimit: { max: config.SIGNUP_RATE_MAX, timeWindow: config.ACCOUNTS_RATE_WINDOW_MS } },
      preHandler: perSignupAddress(app),
      schema: {
        summary: 'Creates an account (university addresses only) and e-mails a verification link',
        tags: ['auth'],
        body: SignupBody,
        response: { 201: SignupResult, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = await signUp(app, request.body)
      request.log.info({ user: id }, 'signed up')
      return reply.code(201).send({ id })
    },
  )
}
