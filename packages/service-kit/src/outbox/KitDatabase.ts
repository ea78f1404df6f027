import type { ColumnType, Generated } from 'kysely'
import type { JobsTable } from '../jobs/JobsTable.ts'

export type OutboxStatus = 'pending' | 'sent' | 'failed'

/**
 * One mail waiting to leave, sent or given up on. Written in the same transaction as the change that causes it,
 * so a rolled-back change never mails and a committed one always does (docs/product/platform.md#mail).
 */
export interface OutboxTable {
  id: Generated<string>
  /** What the mail is about, for the staff list and logs: `verification`, `gift-prize`, `order-quoted`... */
  kind: string
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>
  attempts: ColumnType<number, never, number>
  /** A sender may take the row once this time has passed (now, or after a backoff). */
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  /** The lease of the sender that took the row; another sender skips it until then. */
  locked_until: ColumnType<Date | null, never, Date | null>
  last_error: ColumnType<string | null, never, string | null>
  created_at: ColumnType<Date, never, never>
  sent_at: ColumnType<Date | null, never, Date | null>
}

/** One staff action: who did what to which record, when (docs/product/platform.md#staff-desks). Append-only. */
export interface AuditLogTable {
  id: Generated<string>
  actor_id: string
  /** What the actor did, e.g. `order.quote`, `mail.resend`. */
  action: string
  /** The record acted on, e.g. `order` and its id. */
  subject_type: string
  subject_id: string
  /** What else the action carried (a reason, an amount), for the desk's log. */
  details: ColumnType<Record<string, unknown>, string | undefined, never>
  created_at: ColumnType<Date, never, never>
}

/** The kit's own tables, created in every service's schema by the kit's migrations. */
export interface KitDatabase {
  kit_mail_outbox: OutboxTable
  kit_audit_log: AuditLogTable
  kit_jobs: JobsTable
}
