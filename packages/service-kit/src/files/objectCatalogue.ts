import { type Kysely, sql } from 'kysely'
import type { KitDatabase } from '../kitSchema/KitDatabase.ts'

export type KitTables = Pick<KitDatabase, 'kit_objects'>

/** The catalogue as Kysely sees it, whatever the service's own tables are. */
// biome-ignore lint/suspicious/noExplicitAny: the kit's table is added to whichever database type the service has
export function catalogue(db: Kysely<any>): Kysely<KitTables> {
  return db.withTables<KitTables>() as unknown as Kysely<KitTables>
}

export interface CatalogEntry {
  id: string
  size: number
  sha256: string
  contentType: string
}

/** Before the first byte is written: should the process die now, the sweep finds the entry and deletes. */
export async function recordPending(db: Kysely<KitTables>, id: string): Promise<void> {
  await db.insertInto('kit_objects').values({ id }).execute()
}

/** In the service's transaction: the object now belongs to a row that commits with it. */
export async function recordCommitted(trx: Kysely<KitTables>, entry: CatalogEntry): Promise<void> {
  await trx
    .updateTable('kit_objects')
    .set({ state: 'committed', size: entry.size, sha256: entry.sha256, content_type: entry.contentType })
    .where('id', '=', entry.id)
    .execute()
}

/** In the transaction that removes the service's row: the sweep deletes the bytes once it has committed. */
export async function recordDiscarded(trx: Kysely<KitTables>, id: string): Promise<void> {
  await trx.updateTable('kit_objects').set({ state: 'discarded' }).where('id', '=', id).execute()
}

export async function findCommitted(db: Kysely<KitTables>, id: string): Promise<CatalogEntry | null> {
  const row = await db
    .selectFrom('kit_objects')
    .select(['id', 'size', 'sha256', 'content_type'])
    .where('id', '=', id)
    .where('state', '=', 'committed')
    .executeTakeFirst()
  if (!row || row.size === null || row.sha256 === null || row.content_type === null) return null
  return { id: row.id, size: row.size, sha256: row.sha256, contentType: row.content_type }
}

export async function forgetEntry(db: Kysely<KitTables>, id: string): Promise<void> {
  await db.deleteFrom('kit_objects').where('id', '=', id).execute()
}

/**
 * Entries to delete now: discarded ones, and pending ones older than the grace period (an upload that long
 * has died). Locked with SKIP LOCKED, so instances sweeping at once share the work instead of doubling it.
 */
export async function takeSweepable(
  trx: Kysely<KitTables>,
  graceMs: number,
  limit: number,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('kit_objects')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('state', '=', 'discarded'),
        eb.and([
          eb('state', '=', 'pending'),
          eb('created_at', '<', sql<Date>`now() - ${`${graceMs} milliseconds`}::interval`),
        ]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute()
  return rows.map((row) => row.id)
}

export async function forgetEntries(trx: Kysely<KitTables>, ids: string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('kit_objects').where('id', 'in', ids).execute()
}
