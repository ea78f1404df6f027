import type { GiftKind } from '@unikit/contracts/gifts'
import { campaignState } from '../campaigns/campaignState.ts'
import { findClaim, writeClaim } from '../db/claims.ts'
import { readClaimEmail } from '../email/readClaimEmail.ts'
import { errors } from '../errors.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import type { CampaignSnapshot, CampaignSnapshots } from './campaignSnapshots.ts'
import { drawGift } from './drawGift.ts'
import { prizeCode } from './prizeCode.ts'
import { prizeMail } from './prizeMail.ts'

export interface ClaimedGift {
  gift: GiftKind
  mailTo: string
  campaign: string
  claimedAt: Date
  /** True when this answers a repeated attempt (the same idempotency key) with the claim it made before. */
  replayed: boolean
}

type Attempt = { claimed: ClaimedGift } | { retry: true }

/**
 * One claim per address and campaign (docs/product/landing.md#claiming-a-gift). A claim is one statement
 * (`writeClaim`): the claim row (the once-only rule, by a unique constraint), the prize mail in the outbox, and
 * last one unit of the prize from stock, so the contended prize row is locked for the shortest time. A prize sold
 * out meanwhile undoes the attempt and draws again from a fresh snapshot.
 */
export async function claimGift(
  app: GiftsApp,
  snapshots: CampaignSnapshots,
  input: { email: string; idempotencyKey?: string | undefined },
): Promise<ClaimedGift> {
  const { mailTo, key } = readClaimEmail(input.email)
  // Each retry follows a change (a prize sold out, the campaign switched): bounded by the prizes there are.
  for (let attempt = 0; attempt < 8; attempt++) {
    const campaign = await snapshots.get(attempt > 0)
    if (!campaign) throw new errors.CAMPAIGN_ENDED()
    const state = campaignState(campaign, new Date())
    if (state === 'ended') throw new errors.CAMPAIGN_ENDED()
    if (state === 'upcoming') throw new errors.CAMPAIGN_NOT_STARTED()
    const outcome = await attemptClaim(app, campaign, {
      mailTo,
      key,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    if ('claimed' in outcome) return outcome.claimed
  }
  throw new errors.CAMPAIGN_ENDED()
}

async function attemptClaim(
  app: GiftsApp,
  campaign: CampaignSnapshot,
  claim: { mailTo: string; key: string; idempotencyKey: string | null },
): Promise<Attempt> {
  const gift = drawGift(campaign.prizes, campaign.noneWeight)
  const code = gift === 'NONE' ? null : prizeCode()
  const mail =
    gift === 'NONE' || !code
      ? null
      : prizeMail({
          to: claim.mailTo,
          gift,
          code,
          campaign,
          publicUrl: app.config.PUBLIC_URL,
          contactEmail: app.config.GIFT_CONTACT_EMAIL,
        })
  const written = await writeClaim(app.db, {
    campaignId: campaign.id,
    email: claim.key,
    ...claim,
    gift,
    code,
    mail,
  })
  if (written.outcome === 'sold-out') return { retry: true }
  if (written.outcome === 'not-written') return earlierClaim(app, campaign, claim)
  if (mail) app.outbox.poke()
  return {
    claimed: {
      gift,
      mailTo: claim.mailTo,
      campaign: campaign.slug,
      claimedAt: written.createdAt,
      replayed: false,
    },
  }
}

/**
 * Nothing was written: the address has claimed already (the same attempt again gets its gift back; anyone else
 * is told it was used, and never learns the gift), or the campaign changed since the snapshot.
 */
async function earlierClaim(
  app: GiftsApp,
  campaign: CampaignSnapshot,
  claim: { key: string; idempotencyKey: string | null },
): Promise<Attempt> {
  const existing = await findClaim(app.db, campaign.id, claim.key)
  if (!existing) return { retry: true }
  if (!claim.idempotencyKey || existing.idempotency_key !== claim.idempotencyKey) {
    throw new errors.EMAIL_ALREADY_USED()
  }
  return {
    claimed: {
      gift: existing.gift,
      mailTo: existing.mail_to,
      campaign: campaign.slug,
      claimedAt: existing.created_at,
      replayed: true,
    },
  }
}
