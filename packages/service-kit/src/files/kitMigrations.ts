import { type Kysely, sql } from 'kysely'
import type { Migrations } from '../db/runMigrations.ts'

/**
 * Tables the kit itself keeps in every service's schema, migrated with their own bookkeeping
 * (`kit_migration`), apart from the service's numbered migrations.
 */
export const kitMigrations: Migrations = {
  '0001_kit_objects': {
    async up(db: Kysely<unknown>) {
      // Every stored object and what was learnt while it streamed in. An object is `committed` in the same
      // transaction as the service's row that points at it; one that never got there, or was discarded, is
      // deleted by the sweep (docs/decisions/0301-object-catalogue-and-sweep.md).
      await db.schema
        .createTable('kit_objects')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('size', 'bigint')
        .addColumn('sha256', 'text')
        .addColumn('content_type', 'text')
        .addColumn('state', 'text', (column) =>
          column.notNull().defaultTo('pending').check(sql`state in ('pending', 'committed', 'discarded')`),
        )
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute()
      await db.schema
        .createIndex('kit_objects_unfinished')
        .on('kit_objects')
        .columns(['state', 'created_at'])
        .where(sql.ref('state'), '<>', 'committed')
        .execute()
    },
  },
}
