import { type Static, Type } from 'typebox'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './accountLimits.ts'
import { RoleSchema } from './Role.ts'

/**
 * A user as every accounts answer shows it. Being the response schema, it is also the allow-list of what
 * leaves the service: a password hash can never be serialised.
 */
export const AccountUser = Type.Object({
  id: Type.String(),
  first_name: Type.String({ maxLength: NAME_MAX_LENGTH }),
  last_name: Type.String({ maxLength: NAME_MAX_LENGTH }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  phone: Type.Union([Type.String({ maxLength: PHONE_MAX_LENGTH }), Type.Null()]),
  verified: Type.Boolean({ description: 'Whether the e-mail address has been confirmed' }),
  role: RoleSchema,
})
export type AccountUser = Static<typeof AccountUser>

/** The account beside the user: its balance in VND (integer dong), the sum of its ledger. */
export const AccountBalance = Type.Object({ balance: Type.Integer({ minimum: 0 }) })
export type AccountBalance = Static<typeof AccountBalance>
