import { type Kysely, sql } from 'kysely'

/**
 * The students' inbox of notices from every service (docs/decisions/0742-one-notifications-module.md) and, per
 * kind, whether a student turned its mail off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    // The id the sending service gave it: a delivery repeated after a crash finds it and adds nothing.
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('link', 'text', (column) => column.notNull())
    // When the change it tells of happened, as the sending service wrote it.
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute()
  // The bell's list (newest first) and its count of unread ones, for one student.
  await sql`create index notifications_user_created on notifications (user_id, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index notifications_user_unread on notifications (user_id) where read_at is null`.execute(
    db,
  )

  // Only the kinds a student turned off (or back on) have a row: mail is on by default.
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('mail', 'boolean', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_settings_pkey', ['user_id', 'kind'])
    .execute()
}
