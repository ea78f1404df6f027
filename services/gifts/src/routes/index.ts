import { scopedRoutes, whoamiRoute } from '@unikit/service-kit'
import { service } from '../config.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import { eventRoutes } from './event/eventRoutes.ts'
import { withErrorStatus } from './event/withErrorStatus.ts'
import { giftHostNotFound } from './giftHostNotFound.ts'

/** The gifts routes, one module per area in `routes/<area>/`. */
export function routes(app: GiftsApp) {
  // Who the bearer token is, as this service sees it (checked by the accounts service).
  app.register(whoamiRoute, { service: service.name })
  // The gift host's calls answer in its own shape, `{ status, data | error }`.
  scopedRoutes(app, (gift) => {
    withErrorStatus(gift)
    eventRoutes(gift)
  })
  app.register(giftHostNotFound, { prefix: '/gift' })
}
