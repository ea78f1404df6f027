import type { PrizeKind } from '@unikit/contracts/gifts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The demo campaign `SEED_DEMO=1` creates: open from yesterday for 90 days, for the Tết that falls in it. */
export function demoCampaign(now: Date) {
  const startsAt = new Date(now.getTime() - DAY_MS)
  const endsAt = new Date(now.getTime() + 90 * DAY_MS)
  const year = endsAt.getUTCFullYear()
  return {
    slug: 'tet-demo',
    name: `Lì xì Tết ${year}`,
    starts_at: startsAt,
    ends_at: endsAt,
    year,
    none_weight: 18,
  }
}

/** Stock and weight of each demo prize: plenty of cards, a handful of AirPods. */
export const demoPrizes: readonly { gift: PrizeKind; stock: number; weight: number }[] = [
  { gift: 'CARD', stock: 500, weight: 40 },
  { gift: 'TOTE_BAG', stock: 200, weight: 25 },
  { gift: 'STARBUCK_GLASS', stock: 100, weight: 15 },
  { gift: 'AIRPOD3', stock: 10, weight: 2 },
]
