import { ErrorBody } from '@unikit/contracts'
import { LoginBody, LoginResult } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { readDeviceCookie } from '../../login/deviceCookie.ts'
import { signIn } from '../../login/signIn.ts'
import { answerNewSession, sameOriginIfBrowser } from '../../sessions/answerNewSession.ts'

/**
 * `POST /api/private/login`: the full address and the password → a session: the browser's HttpOnly cookie, or
 * a bearer token for other clients (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md). An unknown
 * address and a wrong password get the same 401; failures are throttled (429 TOO_MANY_ATTEMPTS with Retry-After).
 */
export function loginRoute(app: AccountsApp) {
  app.post(
    '/api/private/login',
    {
      preHandler: sameOriginIfBrowser,
      schema: {
        summary:
          'Signs in: a browser gets the session cookie, other clients the bearer token as the answer’s id',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const device = readDeviceCookie(request.headers.cookie)
      const session = await signIn(app, { ...request.body, ip: request.ip, device })
      return answerNewSession(request, reply, session)
    },
  )
}
