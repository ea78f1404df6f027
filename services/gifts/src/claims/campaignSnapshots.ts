import { findActiveCampaign } from '../db/campaigns.ts'
import { prizesInStock } from '../db/prizes.ts'
import type { GiftsDb } from '../db/schema.ts'
import type { DrawCandidate } from './drawGift.ts'

export interface CampaignSnapshot {
  id: number
  slug: string
  name: string
  year: number
  starts_at: Date
  ends_at: Date
  active: boolean
  noneWeight: number
  /** What was in stock when read: the draw's candidates. Taking one still checks the stock in SQL. */
  prizes: DrawCandidate[]
}

/** How long this instance draws from what it last read of the active campaign and its stock. */
const SNAPSHOT_TTL_MS = 1000

/**
 * The active campaign and its stock as this instance last read them, at most a second old, so a claim needs no
 * read of its own. It only steers the draw: the claim's insert checks the campaign's window in SQL and taking a
 * prize checks the stock, and a claim that finds either changed asks for a fresh snapshot
 * (docs/product/landing.md#claiming-a-gift). Per instance by design (docs/OPERATIONS.md).
 */
export function campaignSnapshots(db: GiftsDb) {
  let cached: { at: number; value: Promise<CampaignSnapshot | undefined> } | undefined
  const read = async (): Promise<CampaignSnapshot | undefined> => {
    const campaign = await findActiveCampaign(db)
    if (!campaign) return undefined
    const prizes = await prizesInStock(db, campaign.id)
    return { ...campaign, noneWeight: campaign.none_weight, prizes }
  }
  return {
    /** The snapshot; `fresh` reads it again (after a claim found it out of date). */
    get(fresh = false): Promise<CampaignSnapshot | undefined> {
      if (fresh || !cached || Date.now() - cached.at > SNAPSHOT_TTL_MS) {
        const value = read()
        cached = { at: Date.now(), value }
        // A failed read is not kept: the next claim tries again.
        value.catch(() => {
          if (cached?.value === value) cached = undefined
        })
      }
      return cached.value
    },
  }
}

export type CampaignSnapshots = ReturnType<typeof campaignSnapshots>
