import type { LandingEvent } from '@unikit/contracts/gifts'
import { findShownCampaign } from '../db/campaigns.ts'
import type { GiftsDb } from '../db/schema.ts'
import { campaignState } from './campaignState.ts'

/**
 * The campaign the landing page shows: the active one, else the latest, so the page can still say that the
 * campaign has ended and print its year. Undefined when no campaign was ever created.
 */
export async function landingEvent(db: GiftsDb, now: Date): Promise<LandingEvent | undefined> {
  const campaign = await findShownCampaign(db)
  if (!campaign) return undefined
  return {
    id: campaign.slug,
    name: campaign.name,
    startsAt: campaign.starts_at.toISOString(),
    endsAt: campaign.ends_at.toISOString(),
    active: campaign.active,
    year: campaign.year,
    state: campaignState(campaign, now),
  }
}
