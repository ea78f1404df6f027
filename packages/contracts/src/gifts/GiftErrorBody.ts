import { type Static, Type } from 'typebox'

/**
 * How the gift host answers a failed call: the project's one error body plus the `status: 'error'` of
 * the gift host (docs/product/landing.md#the-gift-host), so clients written against either shape read it.
 */
export const GiftErrorBody = Type.Object({
  status: Type.Literal('error'),
  error: Type.Object({
    code: Type.String({ minLength: 1, description: 'e.g. EMAIL_ALREADY_USED (see giftErrorCodes)' }),
    message: Type.String({ description: 'Readable English explanation for logs and developers' }),
  }),
})
export type GiftErrorBody = Static<typeof GiftErrorBody>
