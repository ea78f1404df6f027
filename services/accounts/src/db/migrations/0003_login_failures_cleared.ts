import type { Kysely } from 'kysely'

/**
 * A successful sign-in used to delete the account's failures, from every address, which also lowered each of
 * those addresses' count. It now marks them: they stop counting for the account and keep counting for the
 * address they came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').addColumn('account_cleared_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').dropColumn('account_cleared_at').execute()
}
