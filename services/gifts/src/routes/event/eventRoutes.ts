import {
  GiftErrorBody,
  LandingEventBody,
  SubmitEmailBody,
  SubmitEmailHeaders,
  SubmitEmailSuccess,
} from '@unikit/contracts/gifts'
import { landingEvent } from '../../campaigns/landingEvent.ts'
import { campaignSnapshots } from '../../claims/campaignSnapshots.ts'
import { claimGift } from '../../claims/claimGift.ts'
import { errors } from '../../errors.ts'
import type { GiftsApp } from '../../GiftsApp.ts'
import { emailRequiredError } from './emailRequiredError.ts'

/** The gift host's calls (docs/product/landing.md#the-gift-host), under `/gift` so a proxy can send them elsewhere. */
export function eventRoutes(app: GiftsApp) {
  const snapshots = campaignSnapshots(app.db)
  const timeWindow = app.config.GIFT_CLAIM_RATE_WINDOW_MS

  app.get(
    '/gift/api/event/get-landing-event',
    {
      config: { rateLimit: { max: app.config.GIFT_EVENT_RATE_MAX, timeWindow } },
      schema: {
        summary: 'The campaign the landing page shows: name, window, year and whether it takes claims',
        response: { 200: LandingEventBody, 404: GiftErrorBody, 429: GiftErrorBody },
      },
    },
    async () => {
      const event = await landingEvent(app.db, new Date())
      if (!event) throw new errors.NO_CAMPAIGN()
      return { status: 'success' as const, data: event }
    },
  )

  app.post(
    '/gift/api/event/submit-email',
    {
      config: { rateLimit: { max: app.config.GIFT_CLAIM_RATE_MAX, timeWindow } },
      // A body with no address answers EMAIL_REQUIRED, not VALIDATION_FAILED (see emailRequiredError).
      attachValidation: true,
      schema: {
        summary: 'Claims the gift of one e-mail address: a weighted draw among the prizes in stock',
        headers: SubmitEmailHeaders,
        body: SubmitEmailBody,
        response: { 200: SubmitEmailSuccess, 400: GiftErrorBody, 409: GiftErrorBody, 429: GiftErrorBody },
      },
    },
    async (request) => {
      if (request.validationError) throw emailRequiredError(request.validationError)
      const claim = await claimGift(app, snapshots, {
        email: request.body.email,
        idempotencyKey: request.headers['idempotency-key'],
      })
      request.log.info({ gift: claim.gift, replayed: claim.replayed }, 'gift claimed')
      const { gift, mailTo, campaign, claimedAt } = claim
      return {
        status: 'success' as const,
        data: { gift, email: mailTo, campaign, claimedAt: claimedAt.toISOString() },
      }
    },
  )
}
