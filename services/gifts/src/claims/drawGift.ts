import { randomInt } from 'node:crypto'
import type { GiftKind, PrizeKind } from '@unikit/contracts/gifts'

/** The highest weight a prize (or drawing nothing) may have, so the total stays within `randomInt`'s range. */
export const MAX_WEIGHT = 1_000_000

export interface DrawCandidate {
  gift: PrizeKind
  weight: number
}

/**
 * A weighted draw among the prizes still in stock, with `noneWeight` as the weight of drawing nothing.
 * Nothing in stock (or every weight zero) gives NONE. Randomness comes from the OS (`crypto.randomInt`), so
 * no one can predict the next draw from earlier ones.
 */
export function drawGift(
  candidates: readonly DrawCandidate[],
  noneWeight: number,
  randomBelow: (limit: number) => number = randomInt,
): GiftKind {
  const weighted = candidates.filter((candidate) => candidate.weight > 0)
  const prizeTotal = weighted.reduce((sum, candidate) => sum + candidate.weight, 0)
  if (prizeTotal === 0) return 'NONE'
  let ticket = randomBelow(prizeTotal + noneWeight)
  for (const candidate of weighted) {
    if (ticket < candidate.weight) return candidate.gift
    ticket -= candidate.weight
  }
  return 'NONE'
}
