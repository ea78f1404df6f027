import { type GiftKind, giftNamesVi } from '@unikit/contracts/gifts'
import { claimsOfCampaign } from '../db/claims.ts'
import type { GiftsDb } from '../db/schema.ts'
import { findCampaign } from './campaigns.ts'
import { csvLine } from './csv.ts'

const header = ['campaign', 'claimed_at', 'email', 'gift', 'gift_name', 'code']

/**
 * Every claim of a campaign as CSV for the campaign team, oldest first. It starts with a byte-order mark so
 * spreadsheet apps read the Vietnamese gift names as UTF-8.
 */
export async function exportClaims(db: GiftsDb, slug: string): Promise<string> {
  const campaign = await findCampaign(db, slug)
  const claims = await claimsOfCampaign(db, campaign.id)
  const lines = claims.map((claim) =>
    csvLine([
      campaign.slug,
      claim.created_at.toISOString(),
      claim.mail_to,
      claim.gift,
      giftNamesVi[claim.gift as GiftKind],
      claim.code,
    ]),
  )
  return `\uFEFF${csvLine(header)}${lines.join('')}`
}
