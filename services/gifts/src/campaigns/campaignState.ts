import type { CampaignState } from '@unikit/contracts/gifts'

export interface CampaignWindow {
  starts_at: Date
  ends_at: Date
  active: boolean
}

/** Claims are taken from `starts_at` (inclusive) to `ends_at` (exclusive), and only while the campaign is active. */
export function campaignState(campaign: CampaignWindow, now: Date): CampaignState {
  if (!campaign.active || now >= campaign.ends_at) return 'ended'
  if (now < campaign.starts_at) return 'upcoming'
  return 'open'
}
