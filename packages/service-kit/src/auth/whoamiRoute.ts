import { ErrorBody } from '@unikit/contracts'
import { WhoamiResult } from '@unikit/contracts/accounts'
import type { ServicePlugin } from '../serviceTypes.ts'

/**
 * `GET /api/private/<service>/whoami`: who the session (cookie or bearer token) is, as this service sees it. Every service
 * registers it, so a revoked token can be proven refused everywhere.
 */
export const whoamiRoute: ServicePlugin<{ service: string }> = async (app, { service }) => {
  app.get(
    `/api/private/${service}/whoami`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Who the session (cookie or bearer token) belongs to, as this service sees it',
        tags: ['auth'],
        response: { 200: WhoamiResult, 401: ErrorBody },
      },
    },
    async (request) => ({ service, userId: request.user.userId, verified: request.user.verified }),
  )
}
