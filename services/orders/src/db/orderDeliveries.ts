import type { OrdersDb } from './schema.ts'

/** A delivered file, the first or a revision's; the earlier ones stay. */
export async function insertDelivery(
  trx: OrdersDb,
  delivery: { orderId: number; fileId: string; revision: number },
): Promise<void> {
  await trx
    .insertInto('order_deliveries')
    .values({ order_id: delivery.orderId, file_id: delivery.fileId, revision: delivery.revision })
    .execute()
}

/** The deliveries of these orders, oldest first. */
export async function deliveriesOf(db: OrdersDb, orderIds: readonly number[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('order_deliveries')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('id')
    .execute()
}

/** Whether a file was delivered already (for this or another order). */
export async function isDelivered(db: OrdersDb, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_deliveries')
    .select('id')
    .where('file_id', '=', fileId)
    .executeTakeFirst()
  return row !== undefined
}
