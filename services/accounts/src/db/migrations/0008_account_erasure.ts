import { type Kysely, sql } from 'kysely'

/**
 * "Delete my account" (docs/decisions/0630-delete-my-account.md): when an account was deleted, and one durable
 * job per other service to erase what it keeps, delivered until that service answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute()
  await db.schema
    .createTable('erasure_jobs')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('service', 'text', (column) => column.notNull())
    // The address the account had, for the records kept by address; cleared once the service has erased.
    .addColumn('email', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`status in ('pending', 'done')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addUniqueConstraint('erasure_jobs_once', ['user_id', 'service'])
    .execute()
  await sql`create index erasure_jobs_due on erasure_jobs (next_attempt_at) where status = 'pending'`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('erasure_jobs').execute()
  await db.schema.alterTable('users').dropColumn('deleted_at').execute()
}
