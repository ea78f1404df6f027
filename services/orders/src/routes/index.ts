import { type ServicePlugin, whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'

/**
 * The orders routes, one plugin per area in `routes/<area>/`, registered here. Later: the calls of spec §7
 * under their public paths (`/api/private/order/*`, `/api/private/file/*`, `/api/private/blog/faq/list`).
 */
export const routes: ServicePlugin = async (app) => {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
}
