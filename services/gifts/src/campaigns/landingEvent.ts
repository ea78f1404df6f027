import type { LandingEvent } from '@unikit/contracts/gifts'
import type { ServiceApp } from '@unikit/service-kit'
import { campaignState } from './campaignState.ts'

/**
 * The campaign the landing page shows: the active one, else the latest, so the page can still say that the
 * campaign has ended and print its year. Undefined when no campaign was ever created.
 */
export async function landingEvent(db: ServiceApp['db'], now: Date): Promise<LandingEvent | undefined> {
  const campaign = await db
    .selectFrom('campaigns')
    .select(['slug', 'name', 'starts_at', 'ends_at', 'active', 'year'])
    .orderBy('active', 'desc')
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst()
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
