import { type GiftKind, prizeKinds } from '@unikit/contracts/gifts'
import type { ServiceDatabase } from '@unikit/service-kit'
import type { Transaction } from 'kysely'
import { drawGift } from './drawGift.ts'

/**
 * Draws a prize among those in stock and takes one off its stock, inside the claim's transaction. The
 * decrement is conditional (`where stock > 0`), so two claims racing for the last unit cannot both get it:
 * the loser draws again among what is left. Each lost race empties one prize, so the loop ends.
 */
export async function takePrize(
  trx: Transaction<ServiceDatabase>,
  campaign: { id: number; none_weight: number },
): Promise<GiftKind> {
  for (let attempt = 0; attempt <= prizeKinds.length; attempt++) {
    const inStock = await trx
      .selectFrom('prizes')
      .select(['gift', 'weight'])
      .where('campaign_id', '=', campaign.id)
      .where('stock', '>', 0)
      .where('weight', '>', 0)
      .execute()
    const gift = drawGift(inStock, campaign.none_weight)
    if (gift === 'NONE') return 'NONE'
    const taken = await trx
      .updateTable('prizes')
      .set((eb) => ({ stock: eb('stock', '-', 1) }))
      .where('campaign_id', '=', campaign.id)
      .where('gift', '=', gift)
      .where('stock', '>', 0)
      .returning('gift')
      .executeTakeFirst()
    if (taken) return gift
  }
  return 'NONE'
}
