import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * The audit log stays append-only, with one exception for erasure (docs/decisions/0630-delete-my-account.md): a
 * transaction that set `unikit.audit_redaction` may change an entry's `details` and nothing else, to drop what
 * it copied of a deleted account's words. Deletes are still refused.
 */
export const auditRedactionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create or replace function kit_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and current_setting('unikit.audit_redaction', true) = 'on'
          and (new.id, new.actor_id, new.action, new.subject_type, new.subject_id, new.created_at)
            is not distinct from (old.id, old.actor_id, old.action, old.subject_type, old.subject_id, old.created_at)
        then return new; end if;
        raise exception 'kit_audit_log is append-only';
      end $$`.execute(db)
  },
}
