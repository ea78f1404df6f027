import type { OrdersApp } from '../OrdersApp.ts'

/** What orders keeps about a user (docs/product/platform.md#your-data): their orders and what came with them, and top-ups. */
export async function personalData(app: OrdersApp, userId: string): Promise<Record<string, unknown>> {
  const { db } = app
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
