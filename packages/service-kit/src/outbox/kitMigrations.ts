import { type Kysely, sql } from 'kysely'
import { auditMigration } from '../audit/auditMigration.ts'
import type { Migrations } from '../db/runMigrations.ts'
import { objectsMigration } from '../files/objectsMigration.ts'
import { jobsMigration } from '../jobs/jobsMigration.ts'
import { auditRedactionMigration } from '../privacy/auditRedactionMigration.ts'

/**
 * The kit's tables, a migration track of their own (`kit_migration`), so a service's own migration names never
 * have to sort around them.
 */
export const kitMigrations: Migrations = {
  '0001_mail_outbox': {
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
  },
  '0002_objects': objectsMigration,
  '0003_audit_log': auditMigration,
  '0004_audit_redaction': auditRedactionMigration,
  '0005_jobs': jobsMigration,
}
