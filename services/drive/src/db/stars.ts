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
