/** The gift service's own error codes (beyond the common ones), which the landing page maps to its messages. */
export const giftErrorCodes = [
  'EMAIL_REQUIRED',
  'INVALID_EMAIL',
  'EMAIL_ALREADY_USED',
  'CAMPAIGN_NOT_STARTED',
  'CAMPAIGN_ENDED',
  'NO_CAMPAIGN',
] as const

export type GiftErrorCode = (typeof giftErrorCodes)[number]
