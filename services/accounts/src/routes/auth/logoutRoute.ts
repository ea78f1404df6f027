import { ErrorBody } from '@unikit/contracts'
import { OkResult } from '@unikit/contracts/accounts'
import { authErrors, bearerToken } from '@unikit/service-kit'
import type { AccountsApp } from '../../AccountsApp.ts'
import { endSession } from '../../sessions/endSession.ts'

/**
 * `GET /api/mobile/user/logout`: ends the presented token's session everywhere (other services stop
 * trusting it within AUTH_CACHE_TTL_MS). Signing out twice is fine; no token at all is 401.
 */
export function logoutRoute(app: AccountsApp) {
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
