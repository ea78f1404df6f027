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

/**
 * One notice to a student, written in the transaction of the change it tells of and delivered to the accounts
 * inbox until accepted (docs/decisions/0742-one-notifications-module.md).
 */
export interface NoticeOutboxTable {
  id: Generated<string>
  notice_id: string
  user_id: string
  kind: string
  title: string
  text_body: string
  link: string
  status: ColumnType<'pending' | 'delivered', never, 'delivered'>
  attempts: ColumnType<number, never, number>
  next_attempt_at: ColumnType<Date, never, Date>
  locked_until: ColumnType<Date | null, never, Date | null>
  last_error: ColumnType<string | null, never, string | null>
  created_at: ColumnType<Date, never, never>
  delivered_at: ColumnType<Date | null, never, Date>
}

/**
 * Every stored object and what was learnt while it streamed in: `committed` with the service's row that points at
 * it, else deleted by the sweep (docs/decisions/0301-object-catalogue-and-sweep.md).
 */
export interface KitObjectsTable {
  id: string
  size: number | null
  sha256: string | null
  content_type: string | null
  state: Generated<'pending' | 'committed' | 'discarded'>
  created_at: Generated<Date>
}

/** The kit's own tables, created in every service's schema by the kit's migrations (`kitMigrations`). */
export interface KitDatabase {
  kit_mail_outbox: OutboxTable
  kit_audit_log: AuditLogTable
  kit_objects: KitObjectsTable
  kit_notice_outbox: NoticeOutboxTable
  kit_jobs: JobsTable
}
