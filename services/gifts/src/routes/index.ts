import { type ServicePlugin, whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'
import { eventRoutes } from './event/eventRoutes.ts'
import { giftHostNotFound } from './giftHostNotFound.ts'

/** The gifts routes, one plugin per area in `routes/<area>/`, registered here. */
export const routes: ServicePlugin = async (app) => {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
  app.register(eventRoutes)
  app.register(giftHostNotFound, { prefix: '/gift' })
}
