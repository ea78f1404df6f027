export * from './orderCalls.ts'
export * from './orderEnding.ts'
export { type OrderErrorCode, orderErrorCodes } from './orderErrorCodes.ts'
export * from './orderStatuses.ts'
export {
  extraSourcePrice,
  freeSources,
  maxExtraSources,
  type ResearchDays,
  type ResearchWordCount,
  researchBasePrices,
  researchDays,
  researchPrice,
  researchWordCounts,
  sampleCitationPricePerCitation,
} from './pricing.ts'
export * from './researchOptions.ts'
export * from './revisionRule.ts'
export { TOPUP_MAX, TOPUP_MIN, TOPUP_STEP } from './topupLimits.ts'
