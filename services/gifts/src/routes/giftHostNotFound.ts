import { kitErrors, type ServicePlugin } from '@unikit/service-kit'
import { withErrorStatus } from './event/withErrorStatus.ts'

/**
 * Unknown paths under `/gift` (registered with that prefix) answer as the gift host does,
 * `{ status: 'error', error: { code: 'NOT_FOUND', message } }` (`GiftErrorBody`), not the kit's bare error body:
 * a client of the gift host reads one shape. The rest of the service keeps the project's body.
 */
export const giftHostNotFound: ServicePlugin = async (app) => {
  withErrorStatus(app)
  app.setNotFoundHandler(async (request) => {
    throw new kitErrors.NOT_FOUND(request.method, request.url.split('?')[0] ?? request.url)
  })
}
