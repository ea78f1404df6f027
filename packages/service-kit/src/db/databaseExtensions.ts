import { type Kysely, sql } from 'kysely'

/** PostgreSQL extensions a service may ask for; PGlite loads the same ones from its contrib bundles. */
export const databaseExtensions = ['pg_trgm'] as const
export type DatabaseExtension = (typeof databaseExtensions)[number]

/**
 * Where extensions live: one schema of their own, on every service's search_path after the service's schema.
 * An extension exists once per database, and every service (and every test schema) shares it from here
 * (docs/decisions/0611-extensions-schema.md).
 */
export const EXTENSIONS_SCHEMA = 'extensions'

/**
 * Creates the extensions, once per database. Services starting together take a database-wide advisory lock,
 * because `create extension if not exists` is not safe to run concurrently.
 */
export async function ensureExtensions(db: Kysely<unknown>, extensions: readonly DatabaseExtension[]) {
  if (extensions.length === 0) return
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended('unikit:extensions', 0))`.execute(trx)
    await sql`create schema if not exists ${sql.id(EXTENSIONS_SCHEMA)}`.execute(trx)
    for (const name of extensions) {
      await sql`create extension if not exists ${sql.id(name)} with schema ${sql.id(EXTENSIONS_SCHEMA)}`.execute(
        trx,
      )
    }
  })
}
