import { type Kysely, sql } from 'kysely'

/** Roles and verification on users; sessions, e-mailed links, login failures, and the wallet. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (column) =>
      column.notNull().defaultTo('student').check(sql`role in ('student', 'admin')`),
    )
    .addColumn('email_verified_at', 'timestamptz')
    .execute()

  // Only the SHA-256 of a bearer token is stored: a leaked table gives no usable token.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute()

  // One-time links (verification, password reset); `email` is the address the link was sent to.
  await db.schema
    .createTable('email_links')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('verify', 'reset')`))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('email_links_user_purpose')
    .on('email_links')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute()

  // Sign-in throttling: one row per attempt that has not succeeded, whatever the address (known or not).
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email_key', 'text', (column) => column.notNull())
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('login_failures_email')
    .on('login_failures')
    .columns(['email_key', 'created_at'])
    .execute()
  await db.schema
    .createIndex('login_failures_ip')
    .on('login_failures')
    .columns(['ip', 'created_at'])
    .execute()
  await db.schema.createIndex('login_failures_created').on('login_failures').column('created_at').execute()

  // The balance row is what a debit locks and conditionally updates; it always equals the ledger's sum.
  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('ledger')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('credit', 'debit')`))
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('balance_after', 'bigint', (column) => column.notNull().check(sql`balance_after >= 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('ledger_user_id').on('ledger').columns(['user_id', 'id']).execute()
  // Append-only: money history is corrected with a new entry, never edited.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger entries are append-only';
    end $$`.execute(db)
  await sql`
    create trigger ledger_append_only before update or delete on ledger
    for each row execute function ledger_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger').execute()
  await sql`drop function ledger_append_only()`.execute(db)
  await db.schema.dropTable('wallets').execute()
  await db.schema.dropTable('login_failures').execute()
  await db.schema.dropTable('email_links').execute()
  await db.schema.dropTable('sessions').execute()
  await db.schema.alterTable('users').dropColumn('email_verified_at').dropColumn('role').execute()
}
