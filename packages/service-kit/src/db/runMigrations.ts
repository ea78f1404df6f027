import type { Kysely } from 'kysely'
import { type Migration, Migrator } from 'kysely/migration'

export type Migrations = Record<string, Migration>

/**
 * Brings the schema up to date. Migrations come from a static map (name → module) and are applied in name
 * order, all pending ones in one transaction, so a failure leaves nothing half-done. The bookkeeping tables
 * live in the service's schema, which is created if needed. Returns the names applied now.
 */
export async function runMigrations<DB>(
  db: Kysely<DB>,
  schema: string,
  migrations: Migrations,
): Promise<string[]> {
  const migrator = new Migrator({
    // Migrations see the database untyped: they run before today's table types are true.
    db: db as Kysely<Record<string, never>>,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    const where = failed ? ` in ${failed.migrationName}` : ''
    throw new Error(`Migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
