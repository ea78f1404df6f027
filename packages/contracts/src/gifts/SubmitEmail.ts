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

/**
 * The landing's key for one claim attempt, sent again with each retry of it: a repeated key is answered with the
 * claim it made, so a lost answer never costs the visitor the gift.
 */
export const SubmitEmailHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
  ),
})
export type SubmitEmailHeaders = Static<typeof SubmitEmailHeaders>

/** A successful claim. The prize code is never in the answer: only the owner of the address receives it. */
export const GiftClaim = Type.Object({
  gift: GiftKindSchema,
  email: Type.String({ description: 'The address the code was sent to, trimmed' }),
  campaign: Type.String({ description: 'The campaign slug; the page keys its "taken" flag with it' }),
  claimedAt: Type.String({ format: 'date-time' }),
})
export type GiftClaim = Static<typeof GiftClaim>

export const SubmitEmailSuccess = Type.Object({ status: Type.Literal('success'), data: GiftClaim })
export type SubmitEmailSuccess = Static<typeof SubmitEmailSuccess>
