import { ErrorBody } from '@unikit/contracts'
import { PersonalDataExport } from '@unikit/contracts/accounts'
import type { AuthUser } from '../auth/AuthUser.ts'
import type { ServicePlugin } from '../serviceTypes.ts'

/**
 * `GET /api/private/<service>/me/export`: what this service keeps about the signed-in user, for "Download my data"
 * (docs/product/platform.md#your-data). Only ever the caller's own data.
 */
export const personalDataRoute: ServicePlugin<{
  service: string
  read: (user: AuthUser) => Promise<Record<string, unknown>>
}> = async (app, { service, read }) => {
  app.get(
    `/api/private/${service}/me/export`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Everything this service keeps about the signed-in user',
        tags: ['privacy'],
        response: { 200: PersonalDataExport, 401: ErrorBody },
      },
    },
    async (request) => ({
      service,
      exportedAt: new Date().toISOString(),
      data: await read(request.user),
    }),
  )
}
