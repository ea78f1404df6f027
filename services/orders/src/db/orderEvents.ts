import type { OrderStatus } from '@unikit/contracts/orders'
import type { OrdersDb } from './schema.ts'

export interface NewOrderEvent {
  orderId: number
  from: OrderStatus | null
  to: OrderStatus
  actorId: string
  actor: 'student' | 'staff' | 'system'
  reason?: string | null | undefined
}

/** One line of an order's history: who moved it from where to where, when and why. */
export async function insertOrderEvent(trx: OrdersDb, event: NewOrderEvent): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      from_status: event.from,
      to_status: event.to,
      actor_id: event.actorId,
      actor: event.actor,
      reason: event.reason ?? null,
    })
    .execute()
}

export function listOrderEvents(db: OrdersDb, orderId: number) {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

/** What the student asked to change in each order's latest revision, by order. */
export async function latestRevisionReasons(db: OrdersDb, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, string | null>()
  const rows = await db
    .selectFrom('order_events')
    .select(['order_id', 'reason'])
    .distinctOn('order_id')
    .where('order_id', 'in', [...orderIds])
    .where('to_status', '=', 'revision_requested')
    .orderBy('order_id')
    .orderBy('id', 'desc')
    .execute()
  return new Map(rows.map((row) => [Number(row.order_id), row.reason]))
}
