import { listOwnOrders } from '../db/orders.ts'
import type { OrdersDb } from '../db/schema.ts'
import { toOrderViews } from './toOrderView.ts'

/** A student's orders as their list shows them: one page of the type and states asked for, and how many there are. */
export async function listOrderViews(
  db: OrdersDb,
  userId: string,
  filter: Parameters<typeof listOwnOrders>[2],
) {
  const { rows, total } = await listOwnOrders(db, userId, filter)
  return { views: await toOrderViews(db, rows), total }
}
