import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * `kit_mail_outbox`: mail written in the transaction of the change that causes it, sent by the kit's senders
 * (docs/product/platform.md#mail).
 */
export const mailOutboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kit_mail_outbox')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('to_address', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('text_body', 'text', (column) => column.notNull())
      .addColumn('html_body', 'text')
      .addColumn('status', 'text', (column) =>
        column.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .execute()
    // The senders' scan: only rows still to send, oldest first.
    await sql`create index kit_mail_outbox_due on kit_mail_outbox (next_attempt_at, id) where status = 'pending'`.execute(
      db,
    )
    await sql`create index kit_mail_outbox_status on kit_mail_outbox (status, created_at)`.execute(db)
  },
}
