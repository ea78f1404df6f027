import type { Kysely } from 'kysely'
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration'

export type Migrations = Record<string, Migration>

/**
 * Brings the schema up to date. Migrations come from a static map (name → module) and are applied in name
 * order, all pending ones in one transaction, so a failure leaves nothing half-done. The bookkeeping tables
 * live in the service's schema, which is created if needed. Returns the names applied now. `track` names the
 * bookkeeping tables: the service's migrations use Kysely's default (`kysely_migration`), the kit's own `kit`.
 * `to` moves the schema to that migration instead, up or down (a migration's test rolls back and reapplies it);
 * it returns the names that ran, either way.
 */
export async function runMigrations<DB>(
  db: Kysely<DB>,
  schema: string,
  migrations: Migrations,
  options: { track?: string; to?: string } = {},
): Promise<string[]> {
  const track = options.track ?? 'kysely'
  const migrator = new Migrator({
    // Migrations see the database untyped: they run before today's table types are true.
    db: db as Kysely<Record<string, never>>,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    // A track (the service's own, or the kit's `kit`) has its own bookkeeping, so their names never interleave.
    migrationTableName: `${track}_migration`,
    migrationLockTableName: `${track}_migration_lock`,
  })
  const { to } = options
  const move = to === undefined ? () => migrator.migrateToLatest() : () => migrator.migrateTo(to)
  const { error, results = [] } = await migrateRetryingRaces(move)
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    const where = failed ? ` in ${failed.migrationName}` : ''
    throw new Error(`Migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}

/**
 * What PostgreSQL answers when a schema or table vanishes while a query resolves it: "schema does not exist"
 * (invalid_schema_name), "relation does not exist" (undefined_table) and, from `pg_get_serial_sequence` on a
 * table being dropped, "column does not exist" (undefined_column).
 */
const VANISHED = new Set(['3F000', '42P01', '42703'])

/**
 * Kysely's Migrator looks for its own tables with an introspection query over every schema of the database,
 * which resolves each schema and table by name: when another schema is dropped meanwhile (test apps drop theirs
 * on close), the query fails with 3F000, 42P01 or 42703 for that other schema's objects. That happens before any
 * migration runs (no step has a result), so trying again is safe; a migration's own failure is never retried.
 */
async function migrateRetryingRaces(move: () => Promise<MigrationResultSet>, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    const result = await move()
    const code = (result.error as { code?: unknown } | undefined)?.code
    const beforeAnyStep = !result.results?.some((step) => step.status !== 'NotExecuted')
    if (typeof code !== 'string' || !VANISHED.has(code) || !beforeAnyStep || attempt >= attempts)
      return result
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt))
  }
}
