import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * The notices a service has written for students and not yet handed to the accounts inbox, in every service's
 * schema (docs/decisions/0742-one-notifications-module.md): a transactional outbox like the mail's.
 */
export const noticesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kit_notice_outbox')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      // The notice's own id, which the inbox keeps: a delivery repeated after a crash adds nothing.
      .addColumn('notice_id', 'uuid', (column) => column.notNull().unique())
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('text_body', 'text', (column) => column.notNull())
      .addColumn('link', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) =>
        column.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('delivered_at', 'timestamptz')
      .execute()
    // The senders' scan: only notices still to deliver, oldest first.
    await sql`create index kit_notice_outbox_due on kit_notice_outbox (next_attempt_at, id) where status = 'pending'`.execute(
      db,
    )
    await sql`create index kit_notice_outbox_user on kit_notice_outbox (user_id)`.execute(db)
  },
}
