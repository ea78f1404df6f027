import { whoamiRoute } from '@unikit/service-kit'
import { accountsClient } from '../accounts/accountsClient.ts'
import { service } from '../config.ts'
import type { OrdersApp } from '../OrdersApp.ts'
import { scheduleReconciliation } from '../orders/reconcileOrders.ts'
import { faqRoutes } from './blog/faqRoutes.ts'
import { fileRoutes } from './file/fileRoutes.ts'
import { messageRoutes } from './message/messageRoutes.ts'
import { orderRoutes } from './order/orderRoutes.ts'
import { staffOrderRoutes } from './staff/staffOrderRoutes.ts'
import { topupRoutes } from './topup/topupRoutes.ts'

/** The orders routes, one module per area in `routes/<area>/` (docs/product/orders.md). */
export function routes(app: OrdersApp) {
  const accounts = accountsClient(app.config)
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
  orderRoutes(app, accounts)
  fileRoutes(app)
  messageRoutes(app)
  topupRoutes(app, accounts)
  staffOrderRoutes(app, accounts)
  faqRoutes(app)
  scheduleReconciliation(app, accounts)
}
