import type { OrderStatus, OrderType, StaffOrderQueue } from '@unikit/contracts/orders'
import { type Insertable, sql, type Updateable } from 'kysely'
import type { OrdersDb, OrdersTable } from './schema.ts'

export async function insertOrder(trx: OrdersDb, values: Insertable<OrdersTable>) {
  return trx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findOrder(db: OrdersDb, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

/** An order only its owner may see: another student's is not found (404), not forbidden. */
export function findOwnOrder(db: OrdersDb, id: number, userId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/**
 * Moves an order from `from` to `to` only if it is still in `from`: of two concurrent changes exactly one wins,
 * and the other finds nothing (undefined).
 */
export function moveStatus(
  trx: OrdersDb,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  set: Updateable<OrdersTable> = {},
) {
  return trx
    .updateTable('orders')
    .set({ ...set, status: to, updated_at: new Date(), status_changed_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteOrder(trx: OrdersDb, id: number): Promise<void> {
  await trx.deleteFrom('orders').where('id', '=', id).execute()
}

/** A student's orders of the given type and states, newest first, one page, and how many there are. */
export async function listOwnOrders(
  db: OrdersDb,
  userId: string,
  filter: {
    type?: OrderType | undefined
    statuses?: readonly OrderStatus[] | undefined
    page: number
    pageSize: number
  },
) {
  if (filter.statuses?.length === 0) return { rows: [], total: 0 }
  let query = db.selectFrom('orders').where('user_id', '=', userId)
  if (filter.type) query = query.where('type', '=', filter.type)
  if (filter.statuses) query = query.where('status', 'in', [...filter.statuses])
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/**
 * The staff queues: Sample Citations to quote (oldest first), accepted orders to deliver (due soonest first),
 * revisions asked for (asked longest ago first), threads waiting for staff (waiting longest first), or every order
 * (newest first).
 */
export async function listStaffOrders(db: OrdersDb, queue: StaffOrderQueue, page: number, pageSize: number) {
  let query = db.selectFrom('orders')
  if (queue === 'quote') query = query.where('status', '=', 'new').where('type', '=', 'sc')
  if (queue === 'deliver') query = query.where('status', '=', 'customer_accepted')
  if (queue === 'revision') query = query.where('status', '=', 'revision_requested')
  if (queue === 'unanswered') query = query.where('awaiting_reply_since', 'is not', null)
  const all = query.selectAll()
  const ordered =
    queue === 'quote'
      ? all.orderBy('id', 'asc')
      : queue === 'deliver'
        ? all.orderBy(sql`deadline asc nulls last`).orderBy('id', 'asc')
        : queue === 'revision'
          ? all.orderBy('status_changed_at', 'asc').orderBy('id', 'asc')
          : queue === 'unanswered'
            ? all.orderBy('awaiting_reply_since', 'asc').orderBy('id', 'asc')
            : all.orderBy('id', 'desc')
  const [rows, count] = await Promise.all([
    ordered
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/** Payments interrupted before they were settled (a crash, the wallet unreachable), oldest first. */
export function findInterruptedPayments(db: OrdersDb, startedBefore: Date, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'payment_pending')
    .where('payment_started_at', '<', startedBefore)
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * A message on the order's thread: the student's starts the wait for an answer (or keeps the earlier start), staff's
 * ends it.
 */
export async function markThreadWaiting(
  trx: OrdersDb,
  id: number,
  author: 'student' | 'staff',
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      awaiting_reply_since: author === 'staff' ? null : sql<Date>`coalesce(awaiting_reply_since, now())`,
    })
    .where('id', '=', id)
    .execute()
}
