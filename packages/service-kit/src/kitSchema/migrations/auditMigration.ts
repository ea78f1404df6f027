import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/** The staff actions' log, in every service's schema; append-only (a trigger refuses update and delete). */
export const auditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kit_audit_log')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('actor_id', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('subject_type', 'text', (column) => column.notNull())
      .addColumn('subject_id', 'text', (column) => column.notNull())
      .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute()
    await sql`create index kit_audit_log_subject on kit_audit_log (subject_type, subject_id, id)`.execute(db)
    await sql`create function kit_audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'kit_audit_log is append-only'; end $$`.execute(db)
    await sql`create trigger kit_audit_log_append_only before update or delete on kit_audit_log
      for each row execute function kit_audit_log_append_only()`.execute(db)
  },
}
