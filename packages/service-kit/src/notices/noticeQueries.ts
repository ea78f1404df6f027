import { randomUUID } from 'node:crypto'
import type { DeliveredNotice } from '@unikit/contracts/notifications'
import { type Kysely, type Selectable, sql } from 'kysely'
import { claimDueRows } from '../jobs/claimDueRows.ts'
import type { KitDatabase } from '../kitSchema/KitDatabase.ts'

/** Any service's database or transaction: the kit's tables live in every service's schema. */
const kit = <DB>(db: Kysely<DB>) => db as unknown as Kysely<KitDatabase>

/** A worded notice for one student, as the outbox keeps it. */
export interface OutgoingNotice {
  userId: string
  kind: string
  title: string
  text: string
  link: string
}

export interface ClaimedNotice extends DeliveredNotice {
  /** The outbox row (the notice's own id is `id`). */
  row: string
  attempts: number
}

/** Adds a notice to the outbox; inside the caller's transaction, so it leaves only if that commits. Its id. */
export async function insertNotice<DB>(db: Kysely<DB>, notice: OutgoingNotice): Promise<string> {
  const noticeId = randomUUID()
  await kit(db)
    .insertInto('kit_notice_outbox')
    .values({
      notice_id: noticeId,
      user_id: notice.userId,
      kind: notice.kind,
      title: notice.title,
      text_body: notice.text,
      link: notice.link,
    })
    .execute()
  return noticeId
}

/** Takes up to `limit` notices that are due and not leased by another sender, leasing them (claimDueRows). */
export async function claimDueNotices<DB>(
  db: Kysely<DB>,
  limit: number,
  leaseMs: number,
): Promise<ClaimedNotice[]> {
  const columns = [
    'id',
    'notice_id',
    'user_id',
    'kind',
    'title',
    'text_body',
    'link',
    'attempts',
    'created_at',
  ] as const
  type Row = Pick<Selectable<KitDatabase['kit_notice_outbox']>, (typeof columns)[number]>
  const rows = await claimDueRows<Row>(db as Kysely<unknown>, 'kit_notice_outbox', columns, limit, leaseMs)
  return rows
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((row) => ({
      row: String(row.id),
      id: row.notice_id,
      userId: row.user_id,
      kind: row.kind,
      title: row.title,
      text: row.text_body,
      link: row.link,
      createdAt: new Date(row.created_at).toISOString(),
      attempts: row.attempts,
    }))
}

/** The inbox took these notices: delivered, in one statement. */
export async function markNoticesDelivered<DB>(db: Kysely<DB>, rows: readonly string[]): Promise<void> {
  if (rows.length === 0) return
  await kit(db)
    .updateTable('kit_notice_outbox')
    .set({ status: 'delivered', delivered_at: sql<Date>`now()`, locked_until: null, last_error: null })
    .where('id', 'in', [...rows])
    .execute()
}

/** A failed delivery: the rows are due again after `delayMs` (a notice is never given up). */
export async function markNoticesRetry<DB>(
  db: Kysely<DB>,
  rows: readonly string[],
  error: string,
  delayMs: number,
): Promise<void> {
  if (rows.length === 0) return
  await kit(db)
    .updateTable('kit_notice_outbox')
    .set({
      locked_until: null,
      last_error: error.slice(0, 1000),
      next_attempt_at: sql<Date>`now() + ${`${delayMs} milliseconds`}::interval`,
    })
    .where('id', 'in', [...rows])
    .execute()
}

/** Delivered notices older than the retention period go: the inbox holds them now. */
export async function purgeDeliveredNotices<DB>(db: Kysely<DB>, retentionDays: number): Promise<number> {
  const result = await kit(db)
    .deleteFrom('kit_notice_outbox')
    .where('status', '=', 'delivered')
    .where('delivered_at', '<', sql<Date>`now() - ${`${retentionDays} days`}::interval`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Counts by status, for tests and the admin command. */
export async function countNotices<DB>(db: Kysely<DB>): Promise<{ pending: number; delivered: number }> {
  const rows = await kit(db)
    .selectFrom('kit_notice_outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute()
  const counts = { pending: 0, delivered: 0 }
  for (const row of rows) counts[row.status] = Number(row.n)
  return counts
}

/**
 * The kit's share of erasing a deleted account: its notices still here go, delivered or not (a deleted account
 * is told nothing more, and the inbox drops its own copy).
 */
export async function eraseNotices<DB>(trx: Kysely<DB>, userId: string): Promise<Record<string, number>> {
  const result = await kit(trx)
    .deleteFrom('kit_notice_outbox')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return { noticesDropped: Number(result.numDeletedRows) }
}
