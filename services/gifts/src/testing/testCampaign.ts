import type { PrizeKind } from '@unikit/contracts/gifts'
import { type Campaign, createCampaign } from '../admin/campaigns.ts'
import { setPrize } from '../admin/prizes.ts'
import type { GiftsApp } from '../GiftsApp.ts'

const HOUR_MS = 60 * 60 * 1000

export interface TestCampaignOptions {
  slug?: string
  /** Stock and weight per prize. */
  prizes?: Partial<Record<PrizeKind, { stock: number; weight: number }>>
  noneWeight?: number
  /** Where now falls: inside the window (default), before it or after it. */
  state?: 'open' | 'upcoming' | 'ended'
  active?: boolean
}

/** Creates a campaign with the admin commands, as the campaign team would (tests only). */
export async function testCampaign(db: GiftsApp['db'], options: TestCampaignOptions = {}): Promise<Campaign> {
  const now = Date.now()
  const offset = { open: 0, upcoming: 2 * HOUR_MS, ended: -2 * HOUR_MS }[options.state ?? 'open']
  const slug = options.slug ?? 'tet-test'
  const campaign = await createCampaign(db, slug, {
    name: 'Lì xì Tết thử nghiệm',
    startsAt: new Date(now + offset - HOUR_MS),
    endsAt: new Date(now + offset + HOUR_MS),
    year: 2027,
    noneWeight: options.noneWeight ?? 0,
    active: options.active ?? true,
  })
  for (const [gift, prize] of Object.entries(options.prizes ?? {})) {
    await setPrize(db, slug, gift as PrizeKind, prize)
  }
  return campaign
}
