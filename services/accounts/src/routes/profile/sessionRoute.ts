import { SessionResult } from '@unikit/contracts/accounts'
import { authErrors } from '@unikit/service-kit'
import type { AccountsApp } from '../../AccountsApp.ts'
import { findProfile } from '../../db/users.ts'
import { balanceOf } from '../../db/wallets.ts'
import { toAccountUser } from '../../users/toAccountUser.ts'

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
      } catch (error) {
        if (error instanceof authErrors.UNAUTHORIZED) return signedOut
        throw error
      }
      const user = await findProfile(app.db, request.user.userId)
      if (!user) return signedOut
      return { user: toAccountUser(user), account: { balance: await balanceOf(app.db, user.id) } }
    },
  )
}
