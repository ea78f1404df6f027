import { ErrorBody } from '@unikit/contracts'
import { OkResult, VerifyBody, VerifyResult } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { perAccount } from '../../limits/campusLimits.ts'
import { confirmVerification } from '../../links/confirmVerification.ts'
import { sendVerification } from '../../links/sendVerification.ts'

/** E-mail verification: send (again) the link of the signed-in user; open a link. */
export function verifyRoutes(app: AccountsApp) {
  const { config } = app
  const timeWindow = config.ACCOUNTS_RATE_WINDOW_MS

  app.post(
    '/api/private/u/verify/create',
    {
      preHandler: app.authenticate,
      config: { rateLimit: perAccount(config.VERIFY_MAIL_RATE_MAX, timeWindow) },
      schema: {
        summary: 'E-mails a new verification link to the signed-in user (nothing when already verified)',
        tags: ['auth'],
        response: { 200: OkResult, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await sendVerification(app, request.user.userId)
      return { ok: true as const }
    },
  )

  app.post(
    '/api/private/u/verify',
    {
      config: { rateLimit: { max: config.LINK_RATE_MAX, timeWindow } },
      schema: {
        summary: 'Opens a verification link: the address it was sent to is confirmed',
        tags: ['auth'],
        body: VerifyBody,
        response: { 200: VerifyResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ({ ok: true as const, email: await confirmVerification(app.db, request.body.token) }),
  )
}
