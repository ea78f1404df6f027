import type { OrdersDb } from './schema.ts'

/** Every row orders keeps about a user: their orders with their history and ratings, their files and top-ups. */
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
  const [events, feedback] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
          db.selectFrom('order_feedback').selectAll().where('order_id', 'in', ids).execute(),
        ])
  return { orders, files, events, feedback, topups }
}
