import { type GiftKind, giftNamesVi } from '@unikit/contracts/gifts'
import type { ServiceApp } from '@unikit/service-kit'
import { findCampaign } from './campaigns.ts'
import { csvLine } from './csv.ts'

const header = ['campaign', 'claimed_at', 'email', 'gift', 'gift_name', 'code', 'mail_sent_at']

/**
 * Every claim of a campaign as CSV for the campaign team, oldest first. It starts with a byte-order mark so
 * spreadsheet apps read the Vietnamese gift names as UTF-8.
 */
export async function exportClaims(db: ServiceApp['db'], slug: string): Promise<string> {
  const campaign = await findCampaign(db, slug)
  const claims = await db
    .selectFrom('gift_claims')
    .select(['created_at', 'mail_to', 'gift', 'code', 'mail_sent_at'])
    .where('campaign_id', '=', campaign.id)
    .orderBy('id')
    .execute()
  const lines = claims.map((claim) =>
    csvLine([
      campaign.slug,
      claim.created_at.toISOString(),
      claim.mail_to,
      claim.gift,
      giftNamesVi[claim.gift as GiftKind],
      claim.code,
      claim.mail_sent_at?.toISOString() ?? null,
    ]),
  )
  return `\uFEFF${csvLine(header)}${lines.join('')}`
}
