import type { Updateable } from 'kysely'
import type { OrdersDb, TopupsTable } from './schema.ts'

export function insertTopup(db: OrdersDb, topup: { userId: string; amount: number; reference: string }) {
  return db
    .insertInto('topups')
    .values({ user_id: topup.userId, amount: topup.amount, reference: topup.reference })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function listTopupsOf(db: OrdersDb, userId: string, limit: number) {
  return db
    .selectFrom('topups')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export function listTopupsByStatus(
  db: OrdersDb,
  status: 'pending' | 'confirmed' | 'rejected',
  limit: number,
) {
  const order = status === 'pending' ? 'asc' : 'desc'
  return db
    .selectFrom('topups')
    .selectAll()
    .where('status', '=', status)
    .orderBy('id', order)
    .limit(limit)
    .execute()
}

/** Decides a pending top-up, only while it is pending: a second decision finds nothing. */
export function decidePendingTopup(trx: OrdersDb, id: number, decision: Updateable<TopupsTable>) {
  return trx
    .updateTable('topups')
    .set({ ...decision, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst()
}

export function findTopup(db: OrdersDb, id: number) {
  return db.selectFrom('topups').selectAll().where('id', '=', id).executeTakeFirst()
}
