import { devMailRoutes, type ServicePlugin } from '@unikit/service-kit'

/**
 * The accounts routes, one plugin per area in `routes/<area>/`, registered here. Later: the account calls of
 * spec §7 under their public paths (`/api/private/login`, `/api/private/signup`, `/api/private/me`, ...).
 */
export const routes: ServicePlugin = async (app) => {
  // The gateway sends /api/dev/* here: the shared development outbox (registers nothing in production).
  app.register(devMailRoutes)
}
