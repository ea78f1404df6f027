import type { StaffOrderQueue } from '@unikit/contracts/orders'
import type { AccountsClient } from '../accounts/accountsClient.ts'
import { latestRevisionReasons } from '../db/orderEvents.ts'
import { listStaffOrders } from '../db/orders.ts'
import type { OrdersDb } from '../db/schema.ts'
import { toOrderViews } from '../orders/toOrderView.ts'
import { withStudents } from './withStudents.ts'

/**
 * One page of a staff queue (docs/product/orders.md#staff-desk), each order with whose it is, since when its thread
 * waits for staff, and what its latest revision asks to change.
 */
export async function staffOrderViews(
  db: OrdersDb,
  accounts: AccountsClient,
  query: { queue: StaffOrderQueue; page: number; pageSize: number },
) {
  const { rows, total } = await listStaffOrders(db, query.queue, query.page, query.pageSize)
  const [orders, revisions] = await Promise.all([
    toOrderViews(db, rows),
    latestRevisionReasons(
      db,
      rows.filter((row) => row.revisions > 0).map((row) => row.id),
    ),
  ])
  const views = orders.map((view, index) => ({
    ...view,
    awaiting_reply_since: rows[index]?.awaiting_reply_since?.toISOString() ?? null,
    revision_reason: revisions.get(view.id) ?? null,
  }))
  return { views: await withStudents(accounts, views), total }
}
