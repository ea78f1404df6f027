import type { GiftKind } from '@unikit/contracts/gifts'
import { insertOutboxMailFrom, type OutgoingMail } from '@unikit/service-kit'
import { sql } from 'kysely'
import type { GiftsDb } from './schema.ts'

export interface NewClaim {
  campaignId: number
  /** Normalised: one claim per address and campaign (a unique constraint). */
  email: string
  mailTo: string
  gift: GiftKind
  code: string | null
  idempotencyKey: string | null
}

/** PostgreSQL's division_by_zero: the guard below that undoes a claim whose prize sold out. */
const SOLD_OUT_GUARD = '22012'

export type ClaimWrite =
  | { outcome: 'claimed'; createdAt: Date }
  | { outcome: 'not-written' }
  | { outcome: 'sold-out' }

/**
 * A whole claim in one statement, and so one round trip and one commit (docs/decisions/0560-a-claim-is-one-statement.md):
 * the claim row (only while the campaign is active and open, and the address has none: a unique constraint makes a
 * concurrent claim for the same person wait, then find it taken), for a prize its
 * mail in the outbox, and last one unit of the prize from stock. If the stock is gone, a guard divides by the
 * number of units taken (zero), which aborts the statement: nothing of the claim stays, and the caller draws
 * again. The prize row is locked only from that update to the commit that ends the statement.
 */
export async function writeClaim(
  db: GiftsDb,
  claim: NewClaim & { mail: OutgoingMail | null },
): Promise<ClaimWrite> {
  const prize = claim.mail !== null
  try {
    const result = await sql<{ created_at: Date; taken: number }>`
      with claim as (
        insert into gift_claims (campaign_id, email, mail_to, gift, code, idempotency_key)
        select id, ${claim.email}, ${claim.mailTo}, ${claim.gift}, ${claim.code}, ${claim.idempotencyKey}
        from campaigns
        where id = ${claim.campaignId} and active and starts_at <= now() and ends_at > now()
        on conflict (campaign_id, email) do nothing
        returning id, created_at
      ),
      mail as (${claim.mail ? insertOutboxMailFrom('claim', claim.mail) : sql`select 1 as id where false`}),
      stock as (
        update prizes set stock = stock - 1
        where ${prize} and campaign_id = ${claim.campaignId} and gift = ${claim.gift} and stock > 0
          and exists (select 1 from claim)
        returning 1
      )
      select created_at, case when ${prize} then 1 / (select count(*)::int from stock) else 1 end as taken
      from claim`.execute(db)
    const row = result.rows[0]
    return row ? { outcome: 'claimed', createdAt: row.created_at } : { outcome: 'not-written' }
  } catch (error) {
    if ((error as { code?: unknown }).code === SOLD_OUT_GUARD) return { outcome: 'sold-out' }
    throw error
  }
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
