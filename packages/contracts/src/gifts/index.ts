export { GiftErrorBody } from './GiftErrorBody.ts'
export { GiftKindSchema } from './GiftKindSchema.ts'
export { GIFT_EMAIL_MAX_LENGTH, giftEmailPattern, isGiftEmail } from './giftEmail.ts'
export { type GiftErrorCode, giftErrorCodes } from './giftErrorCodes.ts'
export {
  type GiftKind,
  giftKinds,
  giftNamesVi,
  isPrizeKind,
  type PrizeKind,
  prizeKinds,
} from './giftKinds.ts'
export { type CampaignState, campaignStates, LandingEvent, LandingEventBody } from './LandingEvent.ts'
export { GiftClaim, SubmitEmailBody, SubmitEmailHeaders, SubmitEmailSuccess } from './SubmitEmail.ts'
