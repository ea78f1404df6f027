import { type Kysely, type Selectable, sql } from 'kysely'
import { claimDueRows } from '../jobs/claimDueRows.ts'
import type { KitDatabase, OutboxStatus } from '../kitSchema/KitDatabase.ts'
import { kitDb } from '../kitSchema/kitDb.ts'
import type { Mail } from '../mail/Mailer.ts'

export type OutgoingMail = Mail & {
  /** What the mail is about (`verification`, `gift-prize`...): the staff list and logs show it. */
  kind: string
}

export interface ClaimedMail extends Mail {
  id: string
  kind: string
  attempts: number
}

/** Adds a mail to the outbox; inside the caller's transaction, so it leaves only if that commits. */
export async function insertOutboxMail<DB>(db: Kysely<DB>, mail: OutgoingMail): Promise<string> {
  const row = await kitDb(db)
    .insertInto('kit_mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

/**
 * The outbox insert as part of a caller's single statement (a data-modifying `with` query): the mail is written
 * once for each row of the common table expression `source`, in the same statement and so the same commit.
 * `source` is a name the caller's SQL defines, never input.
 */
export function insertOutboxMailFrom(source: string, mail: OutgoingMail) {
  if (!/^[a-z_][a-z0-9_]*$/.test(source)) throw new Error(`Not a table expression name: ${source}`)
  return sql`insert into kit_mail_outbox (kind, to_address, subject, text_body, html_body)
    select ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null} from ${sql.raw(source)}
    returning id`
}

/** Takes up to `limit` mails that are due and not leased by another sender, leasing them for `leaseMs` (claimDueRows). */
export async function claimDueMail<DB>(
  db: Kysely<DB>,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  const columns = ['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'] as const
  type Row = Pick<Selectable<KitDatabase['kit_mail_outbox']>, (typeof columns)[number]>
  const rows = await claimDueRows<Row>(db as Kysely<unknown>, 'kit_mail_outbox', columns, limit, leaseMs)
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body ? { html: row.html_body } : {}),
    attempts: row.attempts,
  }))
}

/** Marks a batch's delivered mails sent, in one statement. */
export async function markMailSent<DB>(db: Kysely<DB>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await kitDb(db)
    .updateTable('kit_mail_outbox')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, locked_until: null, last_error: null })
    .where('id', 'in', [...ids])
    .execute()
}

/** A failed try: due again after `delayMs`, or given up (`failed`, shown to staff) when `delayMs` is null. */
export async function markMailAttemptFailed<DB>(
  db: Kysely<DB>,
  id: string,
  error: string,
  delayMs: number | null,
): Promise<void> {
  await kitDb(db)
    .updateTable('kit_mail_outbox')
    .set({
      locked_until: null,
      last_error: error.slice(0, 1000),
      ...(delayMs === null
        ? { status: 'failed' as const }
        : { next_attempt_at: sql<Date>`now() + ${`${delayMs} milliseconds`}::interval` }),
    })
    .where('id', '=', id)
    .execute()
}

/** Sent mail older than the retention period goes; pending and failed mail stays until dealt with. */
export async function purgeSentMail<DB>(db: Kysely<DB>, retentionDays: number): Promise<number> {
  const result = await kitDb(db)
    .deleteFrom('kit_mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', sql<Date>`now() - ${`${retentionDays} days`}::interval`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export interface OutboxEntry {
  id: string
  kind: string
  to: string
  subject: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: Date
  sentAt: Date | null
}

/** Newest first, for the staff list of a status (failed mail waits there for a resend). */
export async function listOutboxMail<DB>(
  db: Kysely<DB>,
  status: OutboxStatus,
  limit: number,
): Promise<OutboxEntry[]> {
  const rows = await kitDb(db)
    .selectFrom('kit_mail_outbox')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where('status', '=', status)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }))
}

/** Puts failed mail back in the queue with fresh tries; returns how many rows it moved. */
export async function requeueFailedMail<DB>(db: Kysely<DB>, ids?: string[]): Promise<number> {
  let query = kitDb(db)
    .updateTable('kit_mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql<Date>`now()`, locked_until: null })
    .where('status', '=', 'failed')
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : ['0'])
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Counts by status, for metrics and the admin command. */
export async function countOutboxMail<DB>(db: Kysely<DB>): Promise<Record<OutboxStatus, number>> {
  const rows = await kitDb(db)
    .selectFrom('kit_mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute()
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 }
  for (const row of rows) counts[row.status] = Number(row.n)
  return counts
}
