import type { PrizeKind } from '@unikit/contracts/gifts'
import { sql } from 'kysely'
import type { GiftsDb } from './schema.ts'

/** The prizes a claim can draw now: in stock, with a weight. */
export function prizesInStock(db: GiftsDb, campaignId: number) {
  return db
    .selectFrom('prizes')
    .select(['gift', 'weight'])
    .where('campaign_id', '=', campaignId)
    .where('stock', '>', 0)
    .where('weight', '>', 0)
    .execute()
}

export async function insertCampaignPrizes(
  trx: GiftsDb,
  campaignId: number,
  prizes: readonly { gift: PrizeKind; stock: number; weight: number }[],
): Promise<void> {
  await trx
    .insertInto('prizes')
    .values(prizes.map((prize) => ({ ...prize, campaign_id: campaignId })))
    .execute()
}

/** Sets a prize's stock and/or weight; a prize not listed yet starts at 0 and 0. */
export async function upsertPrize(
  db: GiftsDb,
  campaignId: number,
  gift: PrizeKind,
  changes: { stock?: number | undefined; weight?: number | undefined },
): Promise<void> {
  await db
    .insertInto('prizes')
    .values({ campaign_id: campaignId, gift, stock: changes.stock ?? 0, weight: changes.weight ?? 0 })
    .onConflict((conflict) =>
      conflict.columns(['campaign_id', 'gift']).doUpdateSet((eb) => ({
        stock: changes.stock ?? eb.ref('prizes.stock'),
        weight: changes.weight ?? eb.ref('prizes.weight'),
      })),
    )
    .execute()
}

/** Adds (or, negative, removes) stock in one conditional update, safe while claims take stock; whether it did. */
export async function addPrizeStock(db: GiftsDb, campaignId: number, gift: PrizeKind, delta: number) {
  const updated = await db
    .updateTable('prizes')
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where('campaign_id', '=', campaignId)
    .where('gift', '=', gift)
    .where(sql<boolean>`stock + ${delta} >= 0`)
    .returning('gift')
    .executeTakeFirst()
  return updated !== undefined
}

/** Each prize of a campaign with how many claims won it so far, by kind. */
export function listPrizeRows(db: GiftsDb, campaignId: number) {
  return prizeRows(db, campaignId).execute()
}

/** One prize of a campaign with how many claims won it so far. */
export function findPrizeRow(db: GiftsDb, campaignId: number, gift: PrizeKind) {
  return prizeRows(db, campaignId).where('prizes.gift', '=', gift).executeTakeFirst()
}

function prizeRows(db: GiftsDb, campaignId: number) {
  return db
    .selectFrom('prizes')
    .select((eb) => [
      'prizes.gift',
      'prizes.stock',
      'prizes.weight',
      eb
        .selectFrom('gift_claims')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('gift_claims.campaign_id', '=', 'prizes.campaign_id')
        .whereRef('gift_claims.gift', '=', 'prizes.gift')
        .as('awarded'),
    ])
    .where('prizes.campaign_id', '=', campaignId)
    .orderBy('prizes.gift')
    .$narrowType<{ awarded: number }>()
}
