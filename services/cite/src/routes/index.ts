import type { ServicePlugin } from '@unikit/service-kit'
import { citeRoutes } from './citeRoutes.ts'

/** The cite routes, one plugin per area in `routes/<area>/`, registered here. */
export const routes: ServicePlugin = async (app) => {
  app.register(citeRoutes)
}
