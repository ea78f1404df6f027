import { sql } from 'kysely'
import type { DriveDb } from './schema.ts'

/** Records the reward an upload earns, once per file for ever; false when it had been recorded already. */
export async function recordReward(db: DriveDb, reward: { itemId: string; userId: string; amount: number }) {
  const added = await db
    .insertInto('upload_rewards')
    .values({ item_id: reward.itemId, user_id: reward.userId, amount: reward.amount })
    .onConflict((conflict) => conflict.column('item_id').doNothing())
    .returning('item_id')
    .executeTakeFirst()
  return added !== undefined
}

export function findReward(db: DriveDb, itemId: string) {
  return db.selectFrom('upload_rewards').selectAll().where('item_id', '=', itemId).executeTakeFirst()
}

export async function markRewardCredited(db: DriveDb, itemId: string): Promise<void> {
  await db
    .updateTable('upload_rewards')
    .set({ credited_at: sql<Date>`now()` })
    .where('item_id', '=', itemId)
    .execute()
}
