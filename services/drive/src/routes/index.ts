import { whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'
import type { DriveApp } from '../DriveApp.ts'
import { fileLinkSigner } from '../files/fileLinks.ts'
import { courseRoutes } from './courses/courseRoutes.ts'
import { fileRoutes } from './files/fileRoutes.ts'
import { itemRoutes } from './items/itemRoutes.ts'
import { markRoutes } from './marks/markRoutes.ts'
import { reportRoute } from './reports/reportRoute.ts'
import { searchRoute } from './search/searchRoute.ts'
import { folderRoutes } from './staff/folderRoutes.ts'
import { importRoutes } from './staff/importRoutes.ts'
import { reviewRoutes } from './staff/reviewRoutes.ts'
import { uploadRoutes } from './uploads/uploadRoutes.ts'

/** The drive routes, one module per area in `routes/<area>/` (docs/product/archive.md). */
export function routes(app: DriveApp) {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
  const signer = fileLinkSigner(app.config.INTERNAL_TOKEN)
  itemRoutes(app, signer)
  fileRoutes(app, signer)
  searchRoute(app, signer)
  uploadRoutes(app, signer)
  markRoutes(app, signer)
  reportRoute(app)
  reviewRoutes(app, signer)
  folderRoutes(app, signer)
  importRoutes(app)
  courseRoutes(app, signer)
}
