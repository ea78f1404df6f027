import { isStaffRole } from '@unikit/contracts/accounts'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ServicePlugin } from '../serviceTypes.ts'
import type { SessionVerifier } from './AuthUser.ts'
import { authErrors } from './authErrors.ts'
import { bearerToken } from './bearerToken.ts'

/**
 * Decorates the app with `authenticate` and `requireVerified`, preHandlers that set `request.user` from the
 * `Authorization: Bearer <token>` header:
 *
 *   app.get('/api/private/order/list', { preHandler: app.authenticate }, async (request) => request.user.userId)
 *
 * No token, or one that is not a live session → 401 UNAUTHORIZED; `requireVerified` also answers
 * 403 EMAIL_NOT_VERIFIED while the user's address is unconfirmed.
 */
const auth: ServicePlugin<{ verifier: SessionVerifier }> = async (app, { verifier }) => {
  app.decorateRequest('user', null as never)

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization)
    if (!token) throw new authErrors.UNAUTHORIZED()
    const user = await verifier(token, request)
    if (!user) throw new authErrors.UNAUTHORIZED()
    request.user = user
  }
  const requireVerified = async (request: FastifyRequest) => {
    await authenticate(request)
    if (!request.user.verified) throw new authErrors.EMAIL_NOT_VERIFIED()
  }
  // Staff desks: the role is checked here, on the server, whatever the UI shows (docs/product/accounts.md#roles).
  const requireStaff = async (request: FastifyRequest) => {
    await authenticate(request)
    if (!isStaffRole(request.user.role)) throw new authErrors.FORBIDDEN('This is for Unikit staff only')
  }
  app.decorate('authenticate', authenticate)
  app.decorate('requireVerified', requireVerified)
  app.decorate('requireStaff', requireStaff)
}

export const authPlugin = fp(auth, { name: '@unikit/service-kit/auth' })
