import { whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'
import type { DriveApp } from '../DriveApp.ts'
import { fileLinkSigner } from '../files/fileLinks.ts'
import { driveRoutes } from './drive/driveRoutes.ts'
import { staffRoutes } from './staff/staffRoutes.ts'

/** The drive routes, one module per area in `routes/<area>/` (docs/product/archive.md). */
export function routes(app: DriveApp) {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
  driveRoutes(app, fileLinkSigner(app.config.INTERNAL_TOKEN))
  staffRoutes(app)
}
