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
