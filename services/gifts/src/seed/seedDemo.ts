import type { ServiceApp, ServiceDatabase } from '@unikit/service-kit'
import type { Transaction } from 'kysely'
import { demoCampaign, demoPrizes } from './demoCampaign.ts'

/**
 * A local data/ folder outlives the demo's 90 days, and the seed would then keep showing an ended campaign: once
 * the demo campaign has ended, its window (and the Tết year in its name) moves to start from now again.
 * Only the demo campaign's row, found by its slug, is touched.
 */
async function reopenDemoCampaign(trx: Transaction<ServiceDatabase>, now: Date): Promise<void> {
  const { slug, name, starts_at, ends_at, year } = demoCampaign(now)
  await trx
    .updateTable('campaigns')
    .set({ name, starts_at, ends_at, year, updated_at: now })
    .where('slug', '=', slug)
    .where('ends_at', '<=', now)
    .execute()
}

/**
 * `SEED_DEMO=1`: a demo campaign that is open now, with stock, so `npm start` shows a working page. It runs
 * on every start: it creates the demo campaign once, and afterwards only reopens it if it has ended (never in
 * production, where a demo seed has no business). It is made active only when no other campaign is (the
 * campaign team's own campaign always wins).
 */
export async function seedDemo(app: ServiceApp, now = new Date()): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const active = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('active', '=', true)
      .executeTakeFirst()
    const created = await trx
      .insertInto('campaigns')
      .values({ ...demoCampaign(now), active: !active })
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!created) {
      if (app.config.NODE_ENV !== 'production') await reopenDemoCampaign(trx, now)
      return
    }
    await trx
      .insertInto('prizes')
      .values(demoPrizes.map((prize) => ({ ...prize, campaign_id: created.id })))
      .execute()
  })
}
