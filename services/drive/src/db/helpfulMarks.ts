import { sql } from 'kysely'
import type { DriveDb } from './schema.ts'

/**
 * Sets a student's Helpful mark on an item and moves the item's count by what actually changed, in one
 * statement: twenty marks and unmarks at once leave the count equal to the marks (docs/product/archive.md#signals).
 * The item's new count.
 */
export async function setHelpfulMark(
  db: DriveDb,
  itemId: string,
  userId: string,
  helpful: boolean,
): Promise<number> {
  const changed = helpful
    ? sql`insert into helpful_marks (user_id, item_id) values (${userId}, ${itemId})
        on conflict do nothing returning item_id`
    : sql`delete from helpful_marks where user_id = ${userId} and item_id = ${itemId} returning item_id`
  const { rows } = await sql<{ helpful_count: number }>`
    with changed as (${changed})
    update items set helpful_count = helpful_count + ${helpful ? 1 : -1} * (select count(*) from changed)::int
    where id = ${itemId}
    returning helpful_count`.execute(db)
  return rows[0]?.helpful_count ?? 0
}
