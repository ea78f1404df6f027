import { ErrorBody } from '@unikit/contracts'
import { MeResult, OkResult, SetPasswordBody, UpdateMeBody, UpdateMeResult } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { perAccount } from '../../limits/campusLimits.ts'
import { changePassword } from '../../users/changePassword.ts'
import { meView } from '../../users/meView.ts'
import { signedInProfile } from '../../users/signedInProfile.ts'
import { toAccountUser } from '../../users/toAccountUser.ts'
import { updateProfile } from '../../users/updateProfile.ts'

/** The signed-in user's profile, balance and password. */
export function profileRoutes(app: AccountsApp) {
  const { config, db } = app

  app.get(
    '/api/private/me',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The signed-in user and their balance (VND)',
        tags: ['profile'],
        response: { 200: MeResult, 401: ErrorBody },
      },
    },
    async (request) => meView(db, request.user.userId),
  )

  app.post(
    '/api/private/me/update',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Updates the profile; a new address needs the current password, must be a university one and is ' +
          'unverified until confirmed; the old address is told',
        tags: ['profile'],
        body: UpdateMeBody,
        response: { 200: UpdateMeResult, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const current = await signedInProfile(db, request.user.userId)
      const user = toAccountUser(await updateProfile(app, request, current, request.body))
      return { user, data: user }
    },
  )

  app.post(
    '/api/private/me/set_password',
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: perAccount(config.PASSWORD_CHANGE_RATE_MAX, config.ACCOUNTS_RATE_WINDOW_MS),
      },
      schema: {
        summary: 'Changes the password (the current one is required); the user’s other sessions end',
        tags: ['profile'],
        body: SetPasswordBody,
        response: { 200: OkResult, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await signedInProfile(db, request.user.userId)
      await changePassword(
        app,
        request,
        { ...user, sessionId: request.user.sessionId },
        {
          current: request.body.current_password,
          next: request.body.password,
        },
      )
      return { ok: true as const }
    },
  )
}
