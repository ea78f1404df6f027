import type { ColumnType, Generated, Kysely } from 'kysely'

/** The cite database or a transaction on it: what every query function in `db/` takes. */
export type CiteDb = Kysely<CiteDatabase>

/** The cite schema's tables, as Kysely sees them. */
export interface CiteDatabase {
  usage_events: UsageEventsTable
}

/** One row per `POST /api/public/event/emit?event=`: anonymous counts, no user, no address. */
export interface UsageEventsTable {
  id: Generated<number>
  event: string
  created_at: ColumnType<Date, never, never>
}
