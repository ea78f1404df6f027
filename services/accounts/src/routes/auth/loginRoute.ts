import { ErrorBody } from '@unikit/contracts'
import { LoginBody, LoginResult } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { readDeviceCookie } from '../../login/deviceCookie.ts'
import { signIn } from '../../login/signIn.ts'

/**
 * `POST /api/private/login`: the full address and the password → a bearer token. An unknown address and a
 * wrong password get the same 401; failures are throttled (429 TOO_MANY_ATTEMPTS with Retry-After).
 */
export function loginRoute(app: AccountsApp) {
  app.post(
    '/api/private/login',
    {
      schema: {
        summary: 'Signs in: the answer’s id is the bearer token',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResult, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const device = readDeviceCookie(request.headers.cookie)
      const session = await signIn(app, { ...request.body, ip: request.ip, device })
      if (session.deviceCookie) reply.header('set-cookie', session.deviceCookie)
      return { id: session.token, expiresAt: session.expiresAt.toISOString() }
    },
  )
}
