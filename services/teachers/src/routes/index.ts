import { whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/** The teachers routes, one module per area in `routes/<area>/` (docs/product/feedback.md). */
export function routes(app: TeachersApp) {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
}
