import { isPrizeKind, type PrizeKind, prizeKinds } from '@unikit/contracts/gifts'
import { AdminError } from '@unikit/service-kit/admin'
import { addPrizeStock, findPrizeRow, listPrizeRows, upsertPrize } from '../db/prizes.ts'
import type { GiftsDb } from '../db/schema.ts'
import { checkWeight, findCampaign } from './campaigns.ts'

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
  db: GiftsDb,
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
  await upsertPrize(db, campaign.id, gift, changes)
  return findPrize(db, campaign.id, gift)
}

/** Adds (or, negative, removes) stock in one conditional update, safe while claims take stock concurrently. */
export async function addStock(db: GiftsDb, slug: string, gift: PrizeKind, delta: number): Promise<PrizeRow> {
  if (!Number.isInteger(delta) || delta === 0)
    throw new AdminError('The amount must be a whole number, not 0')
  const campaign = await findCampaign(db, slug)
  if (!(await addPrizeStock(db, campaign.id, gift, delta))) {
    const exists = await findPrizeRow(db, campaign.id, gift)
    if (!exists) throw new AdminError(`${slug} has no ${gift} yet; use prize set`)
    throw new AdminError(`Only ${exists.stock} ${gift} left: the stock cannot go below zero`)
  }
  return findPrize(db, campaign.id, gift)
}

export async function listPrizes(db: GiftsDb, slug: string): Promise<PrizeRow[]> {
  const campaign = await findCampaign(db, slug)
  return listPrizeRows(db, campaign.id)
}

async function findPrize(db: GiftsDb, campaignId: number, gift: PrizeKind): Promise<PrizeRow> {
  const prize = await findPrizeRow(db, campaignId, gift)
  if (!prize) throw new AdminError(`No ${gift} prize`)
  return prize
}

function checkStock(stock: number) {
  if (!Number.isInteger(stock) || stock < 0 || stock > 10_000_000) {
    throw new AdminError('The stock must be a whole number from 0 to 10000000')
  }
}
