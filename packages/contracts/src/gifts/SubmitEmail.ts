import { type Static, Type } from 'typebox'
import { GiftKindSchema } from './GiftKindSchema.ts'
import { GIFT_EMAIL_MAX_LENGTH } from './giftEmail.ts'

/**
 * `POST /gift/api/event/submit-email`. The service trims the address and checks it itself (answering
 * EMAIL_REQUIRED or INVALID_EMAIL), so the schema only bounds the size. A body without `email` also answers
 * EMAIL_REQUIRED; only a malformed one (not a string, too long) is VALIDATION_FAILED.
 */
export const SubmitEmailBody = Type.Object({
  email: Type.String({ maxLength: GIFT_EMAIL_MAX_LENGTH + 64 }),
})
export type SubmitEmailBody = Static<typeof SubmitEmailBody>

/** A successful claim. The prize code is never in the answer: only the owner of the address receives it. */
export const GiftClaim = Type.Object({
  gift: GiftKindSchema,
  email: Type.String({ description: 'The address the code was sent to, trimmed' }),
  campaign: Type.String({ description: 'The campaign slug; the page keys its "taken" flag with it' }),
  emailSent: Type.Boolean({ description: 'False when the prize mail is still waiting to be sent' }),
  claimedAt: Type.String({ format: 'date-time' }),
})
export type GiftClaim = Static<typeof GiftClaim>

export const SubmitEmailSuccess = Type.Object({ status: Type.Literal('success'), data: GiftClaim })
export type SubmitEmailSuccess = Static<typeof SubmitEmailSuccess>
