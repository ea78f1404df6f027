import { isPrizeKind, type PrizeKind, prizeKinds } from '@unikit/contracts/gifts'
import type { ServiceApp } from '@unikit/service-kit'
import { AdminError } from '@unikit/service-kit/admin'
import { sql } from 'kysely'
import { checkWeight, findCampaign } from './campaigns.ts'

type Db = ServiceApp['db']

export interface PrizeRow {
  gift: PrizeKind
  stock: number
  weight: number
  /** Claims that won it so far. */
  awarded: number
}

export function readPrizeKind(value: string): PrizeKind {
  const gift = value.toUpperCase()
  if (!isPrizeKind(gift)) throw new AdminError(`The prize must be one of ${prizeKinds.join(', ')}`)
  return gift
}

/**
 * Sets a prize's remaining stock and/or weight (a prize not listed yet starts at 0 and 0). Setting the stock
 * while claims come in overwrites what they took meanwhile: use `addStock` to restock a running campaign.
 */
export async function setPrize(
  db: Db,
  slug: string,
  gift: PrizeKind,
  changes: { stock?: number | undefined; weight?: number | undefined },
): Promise<PrizeRow> {
  if (changes.stock === undefined && changes.weight === undefined) {
    throw new AdminError('Give --stock, --weight or both')
  }
  if (changes.stock !== undefined) checkStock(changes.stock)
  if (changes.weight !== undefined) checkWeight(changes.weight, 'The weight')
  const campaign = await findCampaign(db, slug)
  await db
    .insertInto('prizes')
    .values({ campaign_id: campaign.id, gift, stock: changes.stock ?? 0, weight: changes.weight ?? 0 })
    .onConflict((conflict) =>
      conflict.columns(['campaign_id', 'gift']).doUpdateSet((eb) => ({
        stock: changes.stock ?? eb.ref('prizes.stock'),
        weight: changes.weight ?? eb.ref('prizes.weight'),
      })),
    )
    .execute()
  return findPrize(db, campaign.id, gift)
}

/** Adds (or, negative, removes) stock in one conditional update, safe while claims take stock concurrently. */
export async function addStock(db: Db, slug: string, gift: PrizeKind, delta: number): Promise<PrizeRow> {
  if (!Number.isInteger(delta) || delta === 0)
    throw new AdminError('The amount must be a whole number, not 0')
  const campaign = await findCampaign(db, slug)
  const updated = await db
    .updateTable('prizes')
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where('campaign_id', '=', campaign.id)
    .where('gift', '=', gift)
    .where(sql<boolean>`stock + ${delta} >= 0`)
    .returning('gift')
    .executeTakeFirst()
  if (!updated) {
    const exists = await db
      .selectFrom('prizes')
      .select('stock')
      .where('campaign_id', '=', campaign.id)
      .where('gift', '=', gift)
      .executeTakeFirst()
    if (!exists) throw new AdminError(`${slug} has no ${gift} yet; use prize set`)
    throw new AdminError(`Only ${exists.stock} ${gift} left: the stock cannot go below zero`)
  }
  return findPrize(db, campaign.id, gift)
}

export async function listPrizes(db: Db, slug: string): Promise<PrizeRow[]> {
  const campaign = await findCampaign(db, slug)
  return prizeRows(db, campaign.id).execute()
}

async function findPrize(db: Db, campaignId: number, gift: PrizeKind): Promise<PrizeRow> {
  return prizeRows(db, campaignId).where('prizes.gift', '=', gift).executeTakeFirstOrThrow()
}

function prizeRows(db: Db, campaignId: number) {
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

function checkStock(stock: number) {
  if (!Number.isInteger(stock) || stock < 0 || stock > 10_000_000) {
    throw new AdminError('The stock must be a whole number from 0 to 10000000')
  }
}
