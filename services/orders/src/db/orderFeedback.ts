import type { OrdersDb } from './schema.ts'

/** A rating; a second one for the same order fails on the primary key (`order_feedback_pkey`). */
export async function insertOrderFeedback(
  db: OrdersDb,
  feedback: { orderId: number; score: number; content: string },
): Promise<void> {
  await db
    .insertInto('order_feedback')
    .values({ order_id: feedback.orderId, score: feedback.score, content: feedback.content })
    .execute()
}

export async function findOrderFeedback(db: OrdersDb, orderIds: readonly number[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('order_feedback')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .execute()
}
