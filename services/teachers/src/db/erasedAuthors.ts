import { sql, type Transaction } from 'kysely'
import type { TeachersDatabase } from './schema.ts'

type Trx = Transaction<TeachersDatabase>

/** What an insight of a deleted account says instead of its note (the notes column is never empty). */
export const ERASED_NOTE = 'Removed: the author deleted their account.'

/**
 * A deleted account's insights keep their scores and tags (every lecturer's averages stay as students saw
 * them) but lose their words and their author: each gets an author id of its own, linked to no one. Returns
 * the ids changed.
 */
export async function anonymiseInsights(trx: Trx, userId: string): Promise<string[]> {
  const rows = await trx
    .updateTable('ratings')
    .set({ author_id: sql<string>`'erased:' || id`, note: ERASED_NOTE, updated_at: new Date() })
    .where('author_id', '=', userId)
    .returning('id')
    .execute()
  return rows.map((row) => String(row.id))
}

/** Their reports go; one still open keeps its reason for staff, without its reporter or note. */
export async function eraseRatingReports(trx: Trx, userId: string): Promise<number> {
  const resolved = await trx
    .deleteFrom('rating_reports')
    .where('reporter_id', '=', userId)
    .where('resolved_at', 'is not', null)
    .executeTakeFirst()
  const open = await trx
    .updateTable('rating_reports')
    .set({ reporter_id: sql<string>`'erased:' || gen_random_uuid()`, note: '' })
    .where('reporter_id', '=', userId)
    .executeTakeFirst()
  return Number(resolved.numDeletedRows) + Number(open.numUpdatedRows)
}
