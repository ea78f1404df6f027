import { type Static, Type } from 'typebox'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './accountLimits.ts'

/**
 * `POST /api/private/accounts/me/delete`: "Delete my account" (docs/product/platform.md#your-data). The password
 * is confirmed (wrong: 400 WRONG_PASSWORD, nothing changes; too many tries: 429 TOO_MANY_ATTEMPTS). On 200 every
 * session of the account has ended, it can never sign in again, and its personal data is being erased in every
 * service (docs/decisions/0630-delete-my-account.md).
 */
export const DeleteAccountBody = Type.Object({
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
})
export type DeleteAccountBody = Static<typeof DeleteAccountBody>

export const DeleteAccountResult = Type.Object({
  ok: Type.Literal(true),
  /** The services still to erase what they keep; each is retried until it has. */
  pending: Type.Array(Type.String()),
})
export type DeleteAccountResult = Static<typeof DeleteAccountResult>

/**
 * `POST /internal/privacy/erase-user`, served by every service through the kit: erases or anonymises what the
 * service keeps about a deleted account. Idempotent: a repeat finds nothing left and answers 200 again. `email`
 * is the address the account had, for records kept by address (gift claims, mail).
 */
export const EraseUserBody = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
})
export type EraseUserBody = Static<typeof EraseUserBody>

export const EraseUserResult = Type.Object({
  service: Type.String(),
  /** Rows changed by kind, e.g. `{ stars: 3, uploadsDeleted: 1 }`: 0 everywhere on a repeat. */
  changed: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
})
export type EraseUserResult = Static<typeof EraseUserResult>
