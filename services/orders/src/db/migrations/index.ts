import type { Migrations } from '@unikit/service-kit'
import * as createOrders from './0001_create_orders.ts'
import * as ordersFlow from './0002_orders_flow.ts'
import * as threadsRevisionsNotices from './0003_threads_revisions_notices.ts'

/** Every migration of the service, by name; the kit applies them in name order at start. */
export const migrations: Migrations = {
  '0001_create_orders': createOrders,
  '0002_orders_flow': ordersFlow,
  '0003_threads_revisions_notices': threadsRevisionsNotices,
}
