import { type Static, Type } from 'typebox'
import { WALLET_AMOUNT_MAX } from './accountLimits.ts'
import { RoleSchema } from './Role.ts'

/**
 * Service-to-service calls of the accounts service, under `/internal` (never proxied to the browser).
 */

/** `POST /internal/sessions/introspect`: is this bearer token a live session, and whose? */
export const IntrospectBody = Type.Object({ token: Type.String({ maxLength: 200 }) })
export type IntrospectBody = Static<typeof IntrospectBody>

export const IntrospectResult = Type.Union([
  Type.Object({
    active: Type.Literal(true),
    userId: Type.String(),
    verified: Type.Boolean(),
    /** When the address was confirmed (null while it is not): how long the account has been a verified one. */
    verifiedAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    role: RoleSchema,
    expiresAt: Type.String({ format: 'date-time' }),
  }),
  Type.Object({ active: Type.Literal(false) }),
])
export type IntrospectResult = Static<typeof IntrospectResult>

/**
 * `POST /internal/wallet/debit` and `/internal/wallet/credit`. The key makes a retry safe: the same key with
 * the same entry answers the first result again; with a different entry it is IDEMPOTENCY_CONFLICT.
 */
export const WalletEntryBody = Type.Object({
  userId: Type.String({ maxLength: 64 }),
  amount: Type.Integer({ minimum: 1, maximum: WALLET_AMOUNT_MAX, description: 'VND, integer dong' }),
  idempotencyKey: Type.String({ minLength: 1, maxLength: 200 }),
  reason: Type.String({ maxLength: 200, description: 'e.g. order:123, bank-transfer:FT2611...' }),
})
export type WalletEntryBody = Static<typeof WalletEntryBody>

export const WalletEntryResult = Type.Object({
  entryId: Type.String(),
  balance: Type.Integer({ minimum: 0, description: 'The balance after this entry' }),
  replayed: Type.Boolean({ description: 'True when the key had already been applied' }),
})
export type WalletEntryResult = Static<typeof WalletEntryResult>

/** `POST /internal/wallet/lookup`: whether an idempotency key was applied (a saga's recovery asks this). */
export const WalletLookupBody = Type.Object({ idempotencyKey: Type.String({ minLength: 1, maxLength: 200 }) })
export const WalletLookupResult = Type.Union([
  Type.Object({
    found: Type.Literal(true),
    entryId: Type.String(),
    userId: Type.String(),
    kind: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
    amount: Type.Integer(),
  }),
  Type.Object({ found: Type.Literal(false) }),
])
export type WalletLookupResult = Static<typeof WalletLookupResult>

/** `POST /internal/wallet/balance`: a user's balance (to tell a student how much is missing). */
export const WalletBalanceBody = Type.Object({ userId: Type.String({ maxLength: 64 }) })
export const WalletBalanceResult = Type.Object({ balance: Type.Integer({ minimum: 0 }) })

/** `POST /internal/users/contact`: where to mail users about their orders, uploads or reports. */
export const UserContactsBody = Type.Object({
  userIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 200 }),
})
export const UserContact = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
})
export type UserContact = Static<typeof UserContact>
export const UserContactsResult = Type.Object({ data: Type.Array(UserContact) })
