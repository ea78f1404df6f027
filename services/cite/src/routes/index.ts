import { whoamiRoute } from '@unikit/service-kit'
import type { CiteApp } from '../CiteApp.ts'
import { service } from '../config.ts'
import { citeRoutes } from './citeRoutes.ts'

/** The cite routes, one module per area in `routes/<area>/`. */
export function routes(app: CiteApp) {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
  citeRoutes(app)
}
