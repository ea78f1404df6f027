import { sql, type Transaction } from 'kysely'
import type { DriveDatabase } from './schema.ts'

type Trx = Transaction<DriveDatabase>

/** The user's uploads nobody else can see (waiting for review, or rejected): they go, stars and reports too. */
export async function deleteUnpublishedUploads(trx: Trx, userId: string) {
  const rows = await trx
    .deleteFrom('items')
    .where('owner_id', '=', userId)
    .where('status', 'in', ['pending', 'rejected'])
    .returning('object_id')
    .execute()
  return rows.flatMap((row) => (row.object_id ? [row.object_id] : []))
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
