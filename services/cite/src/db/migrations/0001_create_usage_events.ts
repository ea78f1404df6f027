import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event', 'text', (column) => column.notNull().check(sql`event ~ '^[A-Za-z0-9_.-]{1,64}$'`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  // Usage is read as counts per event over time.
  await db.schema
    .createIndex('usage_events_event_idx')
    .on('usage_events')
    .columns(['event', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_events').execute()
}
