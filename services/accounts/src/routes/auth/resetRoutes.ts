import { ErrorBody } from '@unikit/contracts'
import { ConfirmResetBody, OkResult, ResetPasswordBody } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { confirmPasswordReset } from '../../links/confirmPasswordReset.ts'
import { requestPasswordReset } from '../../links/requestPasswordReset.ts'

/** Password reset: ask for a link by e-mail; set a new password with it. */
export function resetRoutes(app: AccountsApp) {
  const { config } = app
  const timeWindow = config.ACCOUNTS_RATE_WINDOW_MS

  app.post(
    '/api/private/reset_password',
    {
      config: { rateLimit: { max: config.RESET_RATE_MAX, timeWindow } },
      schema: {
        summary: 'E-mails a one-hour reset link; the same answer whether or not the address has an account',
        tags: ['auth'],
        body: ResetPasswordBody,
        response: { 200: OkResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email)
      return { ok: true as const }
    },
  )

  app.post(
    '/api/private/u/reset',
    {
      config: { rateLimit: { max: config.LINK_RATE_MAX, timeWindow } },
      schema: {
        summary: 'Sets a new password with a reset link; every session of the account ends',
        tags: ['auth'],
        body: ConfirmResetBody,
        response: { 200: OkResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await confirmPasswordReset(app, request.body.token, request.body.password)
      return { ok: true as const }
    },
  )
}
