import { whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'
import type { OrdersApp } from '../OrdersApp.ts'

/** The orders routes, one module per area in `routes/<area>/` (docs/product/orders.md). */
export function routes(app: OrdersApp) {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
}
