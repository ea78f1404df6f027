import type { GiftKind } from '@unikit/contracts/gifts'
import type { ServiceApp } from '@unikit/service-kit'
import { campaignState } from '../campaigns/campaignState.ts'
import { readClaimEmail } from '../email/readClaimEmail.ts'
import { errors } from '../errors.ts'
import { prizeCode } from './prizeCode.ts'
import { takePrize } from './takePrize.ts'

export interface ClaimedGift {
  id: number
  gift: GiftKind
  /** Null for NONE. */
  code: string | null
  mailTo: string
  campaign: { slug: string; name: string; year: number }
  claimedAt: Date
}

/**
 * One claim, in one transaction: the address's row is written first (the unique constraint makes a second
 * claim for the same person wait, then find it taken), then a prize is drawn and taken from stock, then the
 * code is stored. Any failure rolls all of it back.
 */
export async function claimGift(
  db: ServiceApp['db'],
  rawEmail: string,
  now = new Date(),
): Promise<ClaimedGift> {
  const { mailTo, key } = readClaimEmail(rawEmail)
  return db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom('campaigns')
      .select(['id', 'slug', 'name', 'year', 'starts_at', 'ends_at', 'active', 'none_weight'])
      .where('active', '=', true)
      .executeTakeFirst()
    const state = campaign ? campaignState(campaign, now) : 'ended'
    if (!campaign || state === 'ended') throw new errors.CAMPAIGN_ENDED()
    if (state === 'upcoming') throw new errors.CAMPAIGN_NOT_STARTED()

    const claim = await trx
      .insertInto('gift_claims')
      .values({ campaign_id: campaign.id, email: key, mail_to: mailTo, gift: 'NONE' })
      .onConflict((conflict) => conflict.columns(['campaign_id', 'email']).doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst()
    if (!claim) throw new errors.EMAIL_ALREADY_USED()

    const gift = await takePrize(trx, campaign)
    const code = gift === 'NONE' ? null : prizeCode()
    if (code) await trx.updateTable('gift_claims').set({ gift, code }).where('id', '=', claim.id).execute()
    return {
      id: claim.id,
      gift,
      code,
      mailTo,
      campaign: { slug: campaign.slug, name: campaign.name, year: campaign.year },
      claimedAt: claim.created_at,
    }
  })
}
