import { ErrorBody } from '@unikit/contracts'
import { OkResult } from '@unikit/contracts/accounts'
import { authErrors, bearerToken, clearedSessionCookie, presentedSession } from '@unikit/service-kit'
import type { AccountsApp } from '../../AccountsApp.ts'
import { endSession } from '../../sessions/endSession.ts'

/**
 * Sign-out: ends the presented session everywhere (other services stop trusting it within AUTH_CACHE_TTL_MS).
 * Signing out twice is fine; no session at all is 401.
 *
 * - `POST /api/private/accounts/logout`, the browser's: the session cookie (from our own origin, like any change by
 *   cookie) or a bearer token; the answer also makes the browser forget the cookie.
 * - `GET /api/mobile/user/logout`, the mobile API's: a bearer token only. A GET carries no Origin check, and a
 *   link on another site would otherwise sign a visitor out
 *   (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 */
export function logoutRoute(app: AccountsApp) {
  app.post(
    '/api/private/accounts/logout',
    {
      schema: {
        summary: 'Signs out: revokes the session (cookie or bearer token) and clears the session cookie',
        tags: ['auth'],
        response: { 200: OkResult, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const { token } = presentedSession(request)
      reply.header('set-cookie', clearedSessionCookie)
      if (!token) throw new authErrors.UNAUTHORIZED()
      await endSession(app.db, token)
      return { ok: true as const }
    },
  )

  app.get(
    '/api/mobile/user/logout',
    {
      schema: {
        summary: 'Signs out: revokes the bearer token',
        tags: ['auth'],
        response: { 200: OkResult, 401: ErrorBody },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization)
      if (!token) throw new authErrors.UNAUTHORIZED()
      await endSession(app.db, token)
      return { ok: true as const }
    },
  )
}
