import type { ServiceApp } from '@unikit/service-kit'
import { demoCampaign, demoPrizes } from './demoCampaign.ts'

/**
 * `SEED_DEMO=1`: a demo campaign that is open now, with stock, so `npm start` shows a working page. It runs
 * on every start and changes nothing once the demo campaign exists; it is made active only when no other
 * campaign is (the campaign team's own campaign always wins).
 */
export async function seedDemo(app: ServiceApp): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const active = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('active', '=', true)
      .executeTakeFirst()
    const created = await trx
      .insertInto('campaigns')
      .values({ ...demoCampaign(new Date()), active: !active })
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!created) return
    await trx
      .insertInto('prizes')
      .values(demoPrizes.map((prize) => ({ ...prize, campaign_id: created.id })))
      .execute()
  })
}
