import { type Kysely, sql } from 'kysely'

/** The kit's table of background jobs (docs/decisions/0749-background-jobs-in-the-kit.md). */
export const jobsMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kit_jobs')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.unique())
      .addColumn('payload', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('status', 'text', (column) =>
        column.notNull().defaultTo('pending').check(sql`status in ('pending', 'done', 'failed')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('done_at', 'timestamptz')
      .execute()
    // The runners' scan: only jobs still to run, oldest first.
    await sql`create index kit_jobs_due on kit_jobs (next_attempt_at, id) where status = 'pending'`.execute(
      db,
    )
  },
}
