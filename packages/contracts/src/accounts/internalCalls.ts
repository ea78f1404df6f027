import { type Static, Type } from 'typebox'
import { ledgerKindNames } from '../wallet/ledgerKinds.ts'
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
/** A kind of `ledgerKinds` (what the statement calls the entry); `adjustment` when left out. */
const EntryKindName = Type.Enum(ledgerKindNames)
/** What the entry belongs to, of the kind's subject type: an order number, a top-up reference. */
const SubjectId = Type.String({ minLength: 1, maxLength: 100 })

export const WalletEntryBody = Type.Object({
  userId: Type.String({ maxLength: 64 }),
  amount: Type.Integer({ minimum: 1, maximum: WALLET_AMOUNT_MAX, description: 'VND, integer dong' }),
  idempotencyKey: Type.String({ minLength: 1, maxLength: 200 }),
  reason: Type.String({ maxLength: 200, description: 'e.g. order:123, bank-transfer:FT2611...' }),
  entryKind: Type.Optional(EntryKindName),
  subjectId: Type.Optional(SubjectId),
})
export type WalletEntryBody = Static<typeof WalletEntryBody>

/**
 * `POST /internal/wallet/note`: a line of the statement that moves nothing (a top-up asked for, a top-up refused),
 * once per key, in the balance's order like any entry (docs/decisions/0744-the-statement-is-the-ledger.md).
 */
export const WalletNoteBody = Type.Object({
  userId: Type.String({ maxLength: 64 }),
  idempotencyKey: Type.String({ minLength: 1, maxLength: 200 }),
  reason: Type.String({ maxLength: 200 }),
  entryKind: EntryKindName,
  subjectId: Type.Optional(SubjectId),
  /** The amount the note is about, e.g. the top-up asked for. */
  notedAmount: Type.Optional(Type.Integer({ minimum: 1, maximum: WALLET_AMOUNT_MAX })),
})
export type WalletNoteBody = Static<typeof WalletNoteBody>

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
    kind: Type.Union([Type.Literal('credit'), Type.Literal('debit'), Type.Literal('note')]),
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
