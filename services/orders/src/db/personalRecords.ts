import type { OrdersDb } from './schema.ts'

/**
 * Every row orders keeps about a user: their orders with their history, ratings, threads and deliveries, their
 * files and top-ups.
 */
export async function findPersonalRecords(db: OrdersDb, userId: string) {
  const [orders, files, topups] = await Promise.all([
    db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('order_files')
      .select(['id', 'name', 'size', 'content_type', 'created_at'])
      .where('owner_id', '=', userId)
      .execute(),
    db.selectFrom('topups').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ])
  const ids = orders.map((order) => order.id)
  const [events, feedback, messages, deliveries] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
          db.selectFrom('order_feedback').selectAll().where('order_id', 'in', ids).execute(),
          db
            .selectFrom('order_messages')
            .select(['order_id', 'author', 'body', 'file_id', 'created_at'])
            .where('order_id', 'in', ids)
            .orderBy('id')
            .execute(),
          db.selectFrom('order_deliveries').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
        ])
  return { orders, files, events, feedback, messages, deliveries, topups }
}
