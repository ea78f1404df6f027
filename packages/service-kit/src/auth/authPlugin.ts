import { isStaffRole } from '@unikit/contracts/accounts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ServicePlugin } from '../serviceTypes.ts'
import type { SessionVerifier } from './AuthUser.ts'
import { authErrors } from './authErrors.ts'
import { presentedSession } from './presentedSession.ts'
import { clearedSessionCookie } from './sessionCookie.ts'

/**
 * Decorates the app with `authenticate` and `requireVerified`, preHandlers that set `request.user` from the
 * session: the browser's `__Host-unikit-session` cookie, or an `Authorization: Bearer <token>` header (benches,
 * tests, scripts), which wins when both are sent:
 *
 *   app.get('/api/private/order/list', { preHandler: app.authenticate }, async (request) => request.user.userId)
 *
 * No session, or one that is not live → 401 UNAUTHORIZED (and the browser is told to drop a dead cookie);
 * a POST, PUT, PATCH or DELETE by cookie from another origin → 403 CROSS_ORIGIN; `requireVerified` also
 * answers 403 EMAIL_NOT_VERIFIED while the user's address is unconfirmed
 * (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 */
const auth: ServicePlugin<{ verifier: SessionVerifier }> = async (app, { verifier }) => {
  app.decorateRequest('user', null as never)

  const authenticate = async (request: FastifyRequest, reply?: FastifyReply) => {
    const { token, viaCookie } = presentedSession(request)
    if (!token) throw new authErrors.UNAUTHORIZED()
    const user = await verifier(token, request)
    if (!user) {
      if (viaCookie) reply?.header('set-cookie', clearedSessionCookie)
      throw new authErrors.UNAUTHORIZED()
    }
    request.user = user
  }
  const requireVerified = async (request: FastifyRequest, reply?: FastifyReply) => {
    await authenticate(request, reply)
    if (!request.user.verified) throw new authErrors.EMAIL_NOT_VERIFIED()
  }
  // Staff desks: the role is checked here, on the server, whatever the UI shows (docs/product/accounts.md#roles).
  const requireStaff = async (request: FastifyRequest, reply?: FastifyReply) => {
    await authenticate(request, reply)
    if (!isStaffRole(request.user.role)) throw new authErrors.FORBIDDEN('This is for Unikit staff only')
  }
  app.decorate('authenticate', authenticate)
  app.decorate('requireVerified', requireVerified)
  app.decorate('requireStaff', requireStaff)
}

export const authPlugin = fp(auth, { name: '@unikit/service-kit/auth' })
