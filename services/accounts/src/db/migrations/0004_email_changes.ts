import { type Kysely, sql } from 'kysely'

/**
 * Every change of a user's e-mail address, with both addresses: counted to limit changes per account (each
 * one sends two mails), and kept so support can tell an owner where a taken-over account was moved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_email', 'text', (column) => column.notNull())
    .addColumn('new_email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('email_changes_user')
    .on('email_changes')
    .columns(['user_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute()
}
