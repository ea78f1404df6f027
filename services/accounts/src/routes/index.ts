import { devMailRoutes, type ServicePlugin, whoamiRoute } from '@unikit/service-kit'
import { scheduleHousekeeping } from '../housekeeping.ts'
import { backgroundTasks } from '../mail/backgroundTasks.ts'
import { loginRoute } from './auth/loginRoute.ts'
import { logoutRoute } from './auth/logoutRoute.ts'
import { resetRoutes } from './auth/resetRoutes.ts'
import { signupRoute } from './auth/signupRoute.ts'
import { verifyRoutes } from './auth/verifyRoutes.ts'
import { internalRoutes } from './internal/internalRoutes.ts'
import { profileRoutes } from './profile/profileRoutes.ts'

/** The accounts routes, one plugin per area, under the public paths of spec §7 and `/internal`. */
export const routes: ServicePlugin = async (app) => {
  const background = backgroundTasks(app)
  app.register(signupRoute, { background })
  app.register(loginRoute)
  app.register(logoutRoute)
  app.register(verifyRoutes)
  app.register(resetRoutes, { background })
  app.register(profileRoutes, { background })
  app.register(internalRoutes)
  app.register(whoamiRoute, { service: 'accounts' })
  // The gateway sends /api/dev/* here: the shared development outbox (registers nothing in production).
  app.register(devMailRoutes)
  scheduleHousekeeping(app)
}
