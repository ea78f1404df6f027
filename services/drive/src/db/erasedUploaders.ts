import { sql, type Transaction } from 'kysely'
import type { DriveDatabase } from './schema.ts'

type Trx = Transaction<DriveDatabase>

/** The user's uploads nobody else can see (waiting for review, or rejected): they go, stars and reports too. */
export async function deleteUnpublishedUploads(trx: Trx, userId: string) {
  const rows = await trx
    .deleteFrom('items')
    .where('owner_id', '=', userId)
    .where('status', 'in', ['pending', 'rejected'])
    .returning(['object_id', 'thumbnail_object_id'])
    .execute()
  return {
    uploads: rows.length,
    objects: rows.flatMap((row) =>
      [row.object_id, row.thumbnail_object_id].filter((id): id is string => id !== null),
    ),
  }
}

/** Published (or taken-down) uploads stay in the archive, no longer naming who uploaded them. */
export async function forgetUploader(trx: Trx, userId: string): Promise<number> {
  const result = await trx
    .updateTable('items')
    .set({ owner_id: null, updated_at: new Date() })
    .where('owner_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function deleteStars(trx: Trx, userId: string): Promise<number> {
  const result = await trx.deleteFrom('stars').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Their reports go; one still open keeps its reason for staff (the file it took down waits for their review),
 * without its reporter or note.
 */
export async function eraseReports(trx: Trx, userId: string): Promise<number> {
  const resolved = await trx
    .deleteFrom('item_reports')
    .where('reporter_id', '=', userId)
    .where('resolved_at', 'is not', null)
    .executeTakeFirst()
  const open = await trx
    .updateTable('item_reports')
    .set({ reporter_id: sql<string>`'erased:' || id`, note: '' })
    .where('reporter_id', '=', userId)
    .executeTakeFirst()
  return Number(resolved.numDeletedRows) + Number(open.numUpdatedRows)
}

/** Their Helpful marks go, and each item's count with them. */
export async function deleteHelpfulMarks(trx: Trx, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with gone as (delete from helpful_marks where user_id = ${userId} returning item_id),
    counted as (
      update items set helpful_count = greatest(helpful_count - 1, 0) where id in (select item_id from gone)
    )
    select count(*)::int as n from gone`.execute(trx)
  return rows[0]?.n ?? 0
}

/** Which days they downloaded what goes; the items' counts stay, as counts of nobody. */
export async function deleteDailyDownloads(trx: Trx, userId: string): Promise<number> {
  const result = await trx.deleteFrom('daily_downloads').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * A reward not paid yet is not paid to a deleted account; one paid stays, as money records do, without whom
 * (docs/decisions/0630-delete-my-account.md).
 */
export async function eraseRewards(trx: Trx, userId: string): Promise<number> {
  const unpaid = await trx
    .deleteFrom('upload_rewards')
    .where('user_id', '=', userId)
    .where('credited_at', 'is', null)
    .executeTakeFirst()
  const paid = await trx
    .updateTable('upload_rewards')
    .set({ user_id: 'erased' })
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(unpaid.numDeletedRows) + Number(paid.numUpdatedRows)
}
