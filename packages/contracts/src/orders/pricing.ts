/**
 * Prices of the two paid services (docs/product/orders.md#prices), in integer dong. One source for the pricing page, the order
 * form's displayed total and the orders service, which never trusts a price from the client.
 */
export const sampleCitationPricePerCitation = 2_999

export const researchWordCounts = [1000, 1500, 2000, 2500, 3000] as const
export type ResearchWordCount = (typeof researchWordCounts)[number]

export const researchDays = [3, 7, 14] as const
export type ResearchDays = (typeof researchDays)[number]

/** Base price by the word-count band ("up to N words") and the days until delivery. */
export const researchBasePrices: Record<ResearchWordCount, Record<ResearchDays, number>> = {
  1000: { 3: 1_700_000, 7: 1_250_000, 14: 1_050_000 },
  1500: { 3: 2_400_000, 7: 1_600_000, 14: 1_500_000 },
  2000: { 3: 3_000_000, 7: 2_200_000, 14: 2_000_000 },
  2500: { 3: 3_700_000, 7: 2_600_000, 14: 2_300_000 },
  3000: { 3: 4_200_000, 7: 2_900_000, 14: 2_265_000 },
}

export const extraSourcePrice = 45_000
export const maxExtraSources = 10

/** Sources included in the price: 3 up to 1500 words, 6 up to 2500, 10 above. */
export function freeSources(words: ResearchWordCount): number {
  if (words <= 1500) return 3
  if (words <= 2500) return 6
  return 10
}

/**
 * The total of a Research Assistant order: the base price plus 45,000 ₫ for each extra source chosen (the
 * pricing page's rule; the old order form's "sources − 5" reading could lower a total:
 * docs/decisions/0020-one-reading-of-the-research-assistant-price.md).
 */
export function researchPrice(order: {
  words: ResearchWordCount
  days: ResearchDays
  extraSources: number
}): number {
  if (
    !Number.isInteger(order.extraSources) ||
    order.extraSources < 0 ||
    order.extraSources > maxExtraSources
  ) {
    throw new RangeError(`extraSources must be an integer from 0 to ${maxExtraSources}`)
  }
  return researchBasePrices[order.words][order.days] + extraSourcePrice * order.extraSources
}
