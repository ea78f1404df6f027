import { type Static, Type } from 'typebox'

/**
 * The calls every service's staff desk has (`/api/private/<service>/staff/...`), beside its own: the log of staff
 * actions and the mail that could not leave (docs/product/platform.md#staff-desks).
 */
export const AuditEntry = Type.Object({
  id: Type.String(),
  actorId: Type.String(),
  /** Who, as staff know them: the actor's first name and address (null when accounts cannot say). */
  actorName: Type.Union([Type.String(), Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  action: Type.String({ description: 'e.g. order.quote, mail.resend' }),
  subjectType: Type.String(),
  subjectId: Type.String(),
  /** The record the action was on, by its name today, or as recorded when it is gone (null: unnamed). */
  subjectName: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.String({ format: 'date-time' }),
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  before: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,18}$', description: 'The last id of the previous page' }),
  ),
  subject_type: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' })),
  subject_id: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
})
export type AuditListQuery = Static<typeof AuditListQuery>

export const AuditList = Type.Object({ data: Type.Array(AuditEntry) })
export type AuditList = Static<typeof AuditList>

export const OutboxMailStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('sent'),
  Type.Literal('failed'),
])

export const OutboxMail = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  status: OutboxMailStatus,
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type OutboxMail = Static<typeof OutboxMail>

export const OutboxMailQuery = Type.Object({
  status: Type.Optional(OutboxMailStatus),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
})
export type OutboxMailQuery = Static<typeof OutboxMailQuery>

export const OutboxMailList = Type.Object({ data: Type.Array(OutboxMail) })
export type OutboxMailList = Static<typeof OutboxMailList>

/** Failed mail back in the queue: these ids, or every failed mail when `ids` is left out. */
export const ResendMailBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{1,18}$' }), { minItems: 1, maxItems: 200 })),
})
export type ResendMailBody = Static<typeof ResendMailBody>

export const ResendMailResult = Type.Object({ requeued: Type.Integer({ minimum: 0 }) })
export type ResendMailResult = Static<typeof ResendMailResult>
