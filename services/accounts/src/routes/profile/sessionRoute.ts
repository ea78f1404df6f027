import { SessionResult } from '@unikit/contracts/accounts'
import { authErrors } from '@unikit/service-kit'
import type { AccountsApp } from '../../AccountsApp.ts'
import { meView } from '../../users/meView.ts'

const signedOut = { user: null, account: null }

/**
 * `GET /api/private/me/session`: the page's question "is anyone signed in?", answered 200 either way, so a visitor's
 * page logs no failed request (`GET /api/private/me` stays a 401 for a caller that needs a session).
 */
export function sessionRoute(app: AccountsApp) {
  app.get(
    '/api/private/me/session',
    {
      schema: {
        summary: 'The signed-in user and balance, or nulls for a visitor (never 401)',
        tags: ['profile'],
        response: { 200: SessionResult },
      },
    },
    async (request, reply) => {
      try {
        await app.authenticate(request, reply)
        return await meView(app.db, request.user.userId)
      } catch (error) {
        // No session, or the account behind it is gone: a visitor either way.
        if (error instanceof authErrors.UNAUTHORIZED) return signedOut
        throw error
      }
    },
  )
}
