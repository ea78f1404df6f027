import { defineErrors } from '@unikit/service-kit'

/** The gift host's errors; the landing page maps each code to its Vietnamese message. */
export const errors = defineErrors({
  EMAIL_REQUIRED: [400, 'An e-mail address is required'],
  INVALID_EMAIL: [400, 'This is not a valid e-mail address'],
  EMAIL_ALREADY_USED: [409, 'This e-mail address has already claimed its gift'],
  CAMPAIGN_NOT_STARTED: [409, 'The gift campaign has not started yet'],
  CAMPAIGN_ENDED: [409, 'The gift campaign has ended'],
  NO_CAMPAIGN: [404, 'There is no gift campaign'],
})
