import { GiftErrorBody, LandingEventBody, SubmitEmailBody, SubmitEmailSuccess } from '@unikit/contracts/gifts'
import type { ServicePlugin } from '@unikit/service-kit'
import { landingEvent } from '../../campaigns/landingEvent.ts'
import { claimGift } from '../../claims/claimGift.ts'
import { type PrizeMailContext, sendPrizeMail } from '../../claims/sendPrizeMail.ts'
import { errors } from '../../errors.ts'
import { emailRequiredError } from './emailRequiredError.ts'
import { withErrorStatus } from './withErrorStatus.ts'

/** The gift host's calls (spec §7), under `/gift` so a reverse proxy can send them to a separate host. */
export const eventRoutes: ServicePlugin = async (app) => {
  withErrorStatus(app)
  const mailContext: PrizeMailContext = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    report: (problem, claim, error) => app.log.error({ err: error, claim }, problem),
  }
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
        body: SubmitEmailBody,
        response: { 200: SubmitEmailSuccess, 400: GiftErrorBody, 409: GiftErrorBody, 429: GiftErrorBody },
      },
    },
    async (request) => {
      if (request.validationError) throw emailRequiredError(request.validationError)
      const claim = await claimGift(app.db, request.body.email)
      const emailSent = await sendPrizeMail(mailContext, claim, app.config.GIFT_MAIL_TIMEOUT_MS)
      request.log.info({ claim: claim.id, gift: claim.gift }, 'gift claimed')
      return {
        status: 'success' as const,
        data: {
          gift: claim.gift,
          email: claim.mailTo,
          campaign: claim.campaign.slug,
          emailSent,
          claimedAt: claim.claimedAt.toISOString(),
        },
      }
    },
  )
}
