import { type Kysely, sql } from 'kysely'

/**
 * Devices a user has signed in from (the device cookie): a failure is now counted for the account and the source
 * it came from, and a known device is let in while strangers' guesses hold the account
 * (docs/decisions/0606-sign-in-throttled-per-source-with-known-devices.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('known_devices_user_idx').on('known_devices').column('user_id').execute()
  await db.schema.alterTable('login_failures').addColumn('device_id', 'uuid').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').dropColumn('device_id').execute()
  await db.schema.dropTable('known_devices').execute()
}
