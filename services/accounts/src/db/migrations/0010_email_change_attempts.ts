import { type Kysely, sql } from 'kysely'

/**
 * Every attempt to move an account to another address, whether the address was free or taken: the per-account
 * limit counts attempts, so trying address after address cannot tell which have accounts faster than the limit
 * (docs/decisions/0731-campus-limits-and-address-changes.md). `email_changes` keeps the changes that happened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_change_attempts')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('email_change_attempts_user')
    .on('email_change_attempts')
    .columns(['user_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_change_attempts').execute()
}
