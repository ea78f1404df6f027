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
  userId: Type.String(),
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
