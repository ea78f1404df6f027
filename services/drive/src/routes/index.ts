import { whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'
import type { DriveApp } from '../DriveApp.ts'

/** The drive routes, one module per area in `routes/<area>/` (docs/product/archive.md). */
export function routes(app: DriveApp) {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
}
