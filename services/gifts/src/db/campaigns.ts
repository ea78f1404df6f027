import type { Insertable, Selectable } from 'kysely'
import type { CampaignsTable, GiftsDb } from './schema.ts'

export type Campaign = Selectable<CampaignsTable>
export type CampaignValues = Omit<Insertable<CampaignsTable>, 'id'>

export function findCampaignBySlug(db: GiftsDb, slug: string) {
  return db.selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirst()
}

export function findActiveCampaign(db: GiftsDb) {
  return db.selectFrom('campaigns').selectAll().where('active', '=', true).executeTakeFirst()
}

/** The active campaign, else the latest: what the landing page shows (it can still say that one ended). */
export function findShownCampaign(db: GiftsDb) {
  return db
    .selectFrom('campaigns')
    .selectAll()
    .orderBy('active', 'desc')
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export function listCampaigns(db: GiftsDb): Promise<Campaign[]> {
  return db.selectFrom('campaigns').selectAll().orderBy('starts_at', 'desc').execute()
}

/** The landing page shows one campaign: activating one switches the others off first. */
export async function deactivateCampaigns(trx: GiftsDb): Promise<void> {
  await trx.updateTable('campaigns').set({ active: false }).where('active', '=', true).execute()
}

/** A new campaign; an existing slug is left alone (undefined). */
export function insertCampaign(trx: GiftsDb, values: CampaignValues) {
  return trx
    .insertInto('campaigns')
    .values(values)
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .returningAll()
    .executeTakeFirst()
}

export function updateCampaign(trx: GiftsDb, id: number, values: Partial<CampaignValues>) {
  return trx
    .updateTable('campaigns')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Moves an ended campaign's window (the demo seed reopens its own campaign this way). */
export async function reopenEndedCampaign(
  trx: GiftsDb,
  slug: string,
  window: Pick<CampaignValues, 'name' | 'starts_at' | 'ends_at' | 'year'>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('campaigns')
    .set({ ...window, updated_at: now })
    .where('slug', '=', slug)
    .where('ends_at', '<=', now)
    .execute()
}
