import { findActiveCampaign, insertCampaign, reopenEndedCampaign } from '../db/campaigns.ts'
import { insertCampaignPrizes } from '../db/prizes.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import { demoCampaign, demoPrizes } from './demoCampaign.ts'

/**
 * `SEED_DEMO=1`: a demo campaign that is open now, with stock, so `npm start` shows a working page. It runs
 * on every start: it creates the demo campaign once, and afterwards only reopens it if it has ended (a local
 * data/ folder outlives the demo's 90 days; never in production, where a demo seed has no business). It is made
 * active only when no other campaign is (the campaign team's own campaign always wins).
 */
export async function seedDemo(app: GiftsApp, now = new Date()): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const active = await findActiveCampaign(trx)
    const campaign = demoCampaign(now)
    const created = await insertCampaign(trx, { ...campaign, active: !active })
    if (created) return insertCampaignPrizes(trx, created.id, demoPrizes)
    if (app.config.NODE_ENV === 'production') return
    const { slug, name, starts_at, ends_at, year } = campaign
    await reopenEndedCampaign(trx, slug, { name, starts_at, ends_at, year }, now)
  })
}
