import { type Static, Type } from 'typebox'
import { NameText } from '../common/textRules.ts'
import { AccountBalance, AccountUser } from './AccountUser.ts'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from './accountLimits.ts'
import { RoleSchema } from './Role.ts'

/** `GET /api/private/me`. */
export const MeResult = Type.Object({ user: AccountUser, account: AccountBalance })
export type MeResult = Static<typeof MeResult>

/**
 * `POST /api/private/me/update`. A changed e-mail must still be a university address and is unverified until
 * its new link is opened. Changing it (other than in letter case) needs `current_password`, so a stolen session
 * cannot move the account to another inbox and take it over through a reset: without it 400
 * CURRENT_PASSWORD_REQUIRED, wrong 400 WRONG_PASSWORD; a few changes per account and hour, then 429
 * TOO_MANY_EMAIL_CHANGES. The old address is told by mail.
 */
export const UpdateMeBody = Type.Object({
  first_name: NameText(NAME_MAX_LENGTH, { minLength: 0 }),
  last_name: NameText(NAME_MAX_LENGTH, { minLength: 0 }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  phone: Type.Union([Type.String({ maxLength: PHONE_MAX_LENGTH }), Type.Null()]),
  current_password: Type.Optional(
    Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: 'Required when the e-mail address changes' }),
  ),
  // The rest of the user object, as `GET /api/private/me` answers it and the original product's clients post it
  // back whole: read by no one (the session says whose profile it is; the role and verification are the server's).
  id: Type.Optional(Type.String({ maxLength: 64 })),
  verified: Type.Optional(Type.Boolean()),
  role: Type.Optional(RoleSchema),
})
export type UpdateMeBody = Static<typeof UpdateMeBody>

/** The updated user, also as `data` (the original product's clients read "data present means success"). */
export const UpdateMeResult = Type.Object({ user: AccountUser, data: AccountUser })
export type UpdateMeResult = Static<typeof UpdateMeResult>

/**
 * `POST /api/private/me/set_password`. Unlike the old product's `{ user_id, password }`, the user comes from the token
 * and the current password is required (docs/decisions/0110-set-password-takes-the-current-password.md): the old
 * shape is read (`user_id` is ignored) and answered 400 CURRENT_PASSWORD_REQUIRED. Other sessions of the user end.
 */
export const SetPasswordBody = Type.Object({
  current_password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  user_id: Type.Optional(Type.String({ maxLength: 64 })),
})
export type SetPasswordBody = Static<typeof SetPasswordBody>

/** `GET /api/private/<service>/me/export`: what one service keeps about the signed-in user ("Download my data"). */
export const PersonalDataExport = Type.Object({
  service: Type.String(),
  exportedAt: Type.String({ format: 'date-time' }),
  data: Type.Record(Type.String(), Type.Unknown()),
})
export type PersonalDataExport = Static<typeof PersonalDataExport>
