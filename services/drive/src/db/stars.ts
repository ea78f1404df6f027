import { fileCount, type ListedRow, listedColumns } from './items.ts'
import type { DriveDb } from './schema.ts'

export async function addStar(db: DriveDb, userId: string, itemId: string): Promise<void> {
  await db
    .insertInto('stars')
    .values({ user_id: userId, item_id: itemId })
    .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
    .execute()
}

export async function removeStar(db: DriveDb, userId: string, itemId: string): Promise<void> {
  await db.deleteFrom('stars').where('user_id', '=', userId).where('item_id', '=', itemId).execute()
}

/** Which of these items the user starred. */
export async function starredAmong(
  db: DriveDb,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('stars')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('item_id', 'in', [...ids])
    .execute()
  return new Set(rows.map((row) => row.item_id))
}

/** The user's starred items that are still published, newest star first. */
export function starredItems(db: DriveDb, userId: string): Promise<ListedRow[]> {
  return db
    .selectFrom('stars')
    .innerJoin('items', 'items.id', 'stars.item_id')
    .select([...listedColumns, fileCount])
    .where('stars.user_id', '=', userId)
    .where('items.status', '=', 'published')
    .orderBy('stars.created_at', 'desc')
    .limit(500)
    .execute()
}
