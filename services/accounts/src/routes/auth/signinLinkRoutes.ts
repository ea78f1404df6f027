import { ErrorBody } from '@unikit/contracts'
import { LoginResult, OkResult, SigninLinkBody, UseSigninLinkBody } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { requestSigninLink, useSigninLink } from '../../links/signinLinks.ts'
import { readDeviceCookie } from '../../login/deviceCookie.ts'
import { answerNewSession, sameOriginIfBrowser } from '../../sessions/answerNewSession.ts'

/** Sign-in by a one-time link by mail (docs/decisions/0606-sign-in-throttled-per-source-with-known-devices.md). */
export function signinLinkRoutes(app: AccountsApp) {
  const { config } = app
  const timeWindow = config.ACCOUNTS_RATE_WINDOW_MS

  app.post(
    '/api/private/login/link',
    {
      config: { rateLimit: { max: config.RESET_RATE_MAX, timeWindow } },
      schema: {
        summary:
          'E-mails a 15-minute sign-in link; the same answer whether or not the address has an account',
        tags: ['auth'],
        body: SigninLinkBody,
        response: { 200: OkResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await requestSigninLink(app, request.body.email)
      return { ok: true as const }
    },
  )

  app.post(
    '/api/private/login/link/use',
    {
      config: { rateLimit: { max: config.LINK_RATE_MAX, timeWindow } },
      preHandler: sameOriginIfBrowser,
      schema: {
        summary: 'Signs in with an e-mailed link, once: a session as `POST /api/private/login` answers it',
        tags: ['auth'],
        body: UseSigninLinkBody,
        response: { 200: LoginResult, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const session = await useSigninLink(app, request.body.token, readDeviceCookie(request.headers.cookie))
      return answerNewSession(request, reply, session)
    },
  )
}
