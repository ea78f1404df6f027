import type { CiteDb } from './schema.ts'

export async function insertUsageEvent(db: CiteDb, event: string): Promise<void> {
  await db.insertInto('usage_events').values({ event }).execute()
}

/** How many of each event whose name starts with `prefix` were recorded. */
export function countEventsByName(db: CiteDb, prefix: string) {
  return db
    .selectFrom('usage_events')
    .select(['event', (eb) => eb.fn.countAll<number>().as('count')])
    .where('event', 'like', `${prefix}%`)
    .groupBy('event')
    .execute()
}
