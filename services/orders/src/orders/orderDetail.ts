import { isStaffRole } from '@unikit/contracts/accounts'
import type { AuthUser } from '@unikit/service-kit'
import { listOrderEvents } from '../db/orderEvents.ts'
import { findOrder, findOwnOrder } from '../db/orders.ts'
import type { OrdersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { toOrderView } from './toOrderView.ts'

/** One order and its history: any order for staff, only their own for a student (another's is not found). */
export async function orderDetail(db: OrdersDb, user: AuthUser, id: number) {
  const order = isStaffRole(user.role) ? await findOrder(db, id) : await findOwnOrder(db, id, user.userId)
  if (!order) throw new errors.ORDER_NOT_FOUND()
  const events = await listOrderEvents(db, order.id)
  return {
    data: await toOrderView(db, order),
    events: events.map((event) => ({
      from: event.from_status,
      to: event.to_status,
      by: event.actor,
      reason: event.reason,
      at: event.created_at.toISOString(),
    })),
  }
}
