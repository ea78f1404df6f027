import { ErrorBody } from '@unikit/contracts'
import { DeleteAccountBody, DeleteAccountResult } from '@unikit/contracts/accounts'
import { clearedSessionCookie } from '@unikit/service-kit'
import type { AccountsApp } from '../../AccountsApp.ts'
import { deleteAccount } from '../../erasure/deleteAccount.ts'
import type { ErasureWorker } from '../../erasure/erasureWorker.ts'
import { perAccount } from '../../limits/campusLimits.ts'
import { signedInProfile } from '../../users/signedInProfile.ts'

/**
 * `POST /api/private/accounts/me/delete`: "Delete my account" with the password (docs/product/platform.md#your-data).
 * On 200 the presented session has ended with all the others (the browser is told to drop its session cookie);
 * the services erase in the background.
 */
export function deleteAccountRoute(app: AccountsApp, erasure: ErasureWorker) {
  app.post(
    '/api/private/accounts/me/delete',
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: perAccount(app.config.PASSWORD_CHANGE_RATE_MAX, app.config.ACCOUNTS_RATE_WINDOW_MS),
      },
      schema: {
        summary:
          'Deletes the signed-in account (the password is required): signed out everywhere, data erased',
        tags: ['profile', 'privacy'],
        body: DeleteAccountBody,
        response: { 200: DeleteAccountResult, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await signedInProfile(app.db, request.user.userId)
      const pending = await deleteAccount(app, request, user, request.body.password)
      erasure.poke()
      reply.header('set-cookie', clearedSessionCookie)
      return { ok: true as const, pending }
    },
  )
}
