import type { Kysely } from 'kysely'
import type { GiftsDatabase } from './schema.ts'

/** Every claim made with a normalised address, oldest first, with its campaign's name and year. */
export function claimsOfAddress(db: Kysely<GiftsDatabase>, emailKey: string) {
  return db
    .selectFrom('gift_claims')
    .innerJoin('campaigns', 'campaigns.id', 'gift_claims.campaign_id')
    .select([
      'campaigns.slug as campaign',
      'campaigns.name as campaignName',
      'campaigns.year',
      'gift_claims.mail_to as mailedTo',
      'gift_claims.gift',
      'gift_claims.created_at as claimedAt',
    ])
    .where('gift_claims.email', '=', emailKey)
    .orderBy('gift_claims.id')
    .execute()
}
