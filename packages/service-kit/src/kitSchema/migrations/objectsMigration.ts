import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * `kit_objects`: every stored object and what was learnt while it streamed in. An object is `committed` in the
 * same transaction as the service's row that points at it; one that never got there, or was discarded, is deleted
 * by the sweep (docs/decisions/0301-object-catalogue-and-sweep.md).
 */
export const objectsMigration: Migration = {
  async up(db: Kysely<unknown>) {
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
}
