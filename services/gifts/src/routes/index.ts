import type { ServicePlugin } from '@unikit/service-kit'
import { eventRoutes } from './event/eventRoutes.ts'

/** The gifts routes, one plugin per area in `routes/<area>/`, registered here. */
export const routes: ServicePlugin = async (app) => {
  app.register(eventRoutes)
}
