import { sql } from 'kysely'
import type { DriveDb } from './schema.ts'

/** Which of these items the user starred and which they marked Helpful, in one query. */
export async function viewerMarks(
  db: DriveDb,
  userId: string,
  ids: readonly string[],
): Promise<{ starred: Set<string>; helpful: Set<string> }> {
  const starred = new Set<string>()
  const helpful = new Set<string>()
  if (ids.length === 0) return { starred, helpful }
  const list = [...new Set(ids)]
  const rows = await db
    .selectFrom('stars')
    .select(['item_id', sql<string>`'star'`.as('mark')])
    .where('user_id', '=', userId)
    .where('item_id', 'in', list)
    .unionAll(
      db
        .selectFrom('helpful_marks')
        .select(['item_id', sql<string>`'helpful'`.as('mark')])
        .where('user_id', '=', userId)
        .where('item_id', 'in', list),
    )
    .execute()
  for (const row of rows) (row.mark === 'star' ? starred : helpful).add(row.item_id)
  return { starred, helpful }
}
