import { devMailRoutes, whoamiRoute } from '@unikit/service-kit'
import type { AccountsApp } from '../AccountsApp.ts'
import { startErasureWorker } from '../erasure/erasureWorker.ts'
import { scheduleHousekeeping } from '../housekeeping.ts'
import { loginRoute } from './auth/loginRoute.ts'
import { logoutRoute } from './auth/logoutRoute.ts'
import { resetRoutes } from './auth/resetRoutes.ts'
import { signinLinkRoutes } from './auth/signinLinkRoutes.ts'
import { signupRoute } from './auth/signupRoute.ts'
import { signupSocialRoute } from './auth/signupSocialRoute.ts'
import { verifyRoutes } from './auth/verifyRoutes.ts'
import { contactRoute } from './contact/contactRoute.ts'
import { internalDirectoryRoutes } from './internal/internalDirectoryRoutes.ts'
import { internalNoticeRoutes } from './internal/internalNoticeRoutes.ts'
import { internalRoutes } from './internal/internalRoutes.ts'
import { notificationRoutes } from './notification/notificationRoutes.ts'
import { deleteAccountRoute } from './profile/deleteAccountRoute.ts'
import { profileRoutes } from './profile/profileRoutes.ts'
import { sessionRoute } from './profile/sessionRoute.ts'
import { walletRoutes } from './wallet/walletRoutes.ts'

/** The accounts routes, one module per area, under the public paths (docs/product/accounts.md) and `/internal`. */
export function routes(app: AccountsApp) {
  signupRoute(app)
  signupSocialRoute(app)
  loginRoute(app)
  logoutRoute(app)
  verifyRoutes(app)
  resetRoutes(app)
  signinLinkRoutes(app)
  profileRoutes(app)
  sessionRoute(app)
  deleteAccountRoute(app, startErasureWorker(app))
  contactRoute(app)
  internalRoutes(app)
  internalDirectoryRoutes(app)
  internalNoticeRoutes(app)
  notificationRoutes(app)
  walletRoutes(app)
  app.register(whoamiRoute, { service: 'accounts' })
  // The gateway sends /api/dev/* here: the shared development outbox (registers nothing in production).
  app.register(devMailRoutes)
  scheduleHousekeeping(app)
}
