import type { GiftKind } from '@unikit/contracts/gifts'
import { sql } from 'kysely'
import type { GiftsDb } from '../GiftsApp.ts'

export interface NewClaim {
  campaignId: number
  /** Normalised: one claim per address and campaign (a unique constraint). */
  email: string
  mailTo: string
  gift: GiftKind
  code: string | null
  idempotencyKey: string | null
}

/**
 * Writes a claim in one statement, only while its campaign is active and open and the address has none: the
 * unique constraint makes a concurrent claim for the same person wait, then find it taken. The new claim, or
 * undefined when nothing was written (the caller finds out why).
 */
export function insertClaim(trx: GiftsDb, claim: NewClaim) {
  return trx
    .insertInto('gift_claims')
    .columns(['campaign_id', 'email', 'mail_to', 'gift', 'code', 'idempotency_key'])
    .expression((eb) =>
      eb
        .selectFrom('campaigns')
        .select([
          'id',
          eb.val(claim.email).as('email'),
          eb.val(claim.mailTo).as('mail_to'),
          eb.val(claim.gift).as('gift'),
          eb.val(claim.code).as('code'),
          eb.val(claim.idempotencyKey).as('idempotency_key'),
        ])
        .where('id', '=', claim.campaignId)
        .where('active', '=', true)
        .where('starts_at', '<=', sql<Date>`now()`)
        .where('ends_at', '>', sql<Date>`now()`),
    )
    .onConflict((conflict) => conflict.columns(['campaign_id', 'email']).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst()
}

/** An address's claim in a campaign, to answer a repeated attempt. */
export function findClaim(db: GiftsDb, campaignId: number, email: string) {
  return db
    .selectFrom('gift_claims')
    .select(['id', 'gift', 'mail_to', 'idempotency_key', 'created_at'])
    .where('campaign_id', '=', campaignId)
    .where('email', '=', email)
    .executeTakeFirst()
}

/** Every claim of a campaign, oldest first (the campaign team's export). */
export function claimsOfCampaign(db: GiftsDb, campaignId: number) {
  return db
    .selectFrom('gift_claims')
    .select(['created_at', 'mail_to', 'gift', 'code'])
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute()
}
