import { type Kysely, sql } from 'kysely'

/** One-time sign-in links by mail (docs/decisions/0606-sign-in-throttled-per-source-with-known-devices.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table email_links drop constraint email_links_purpose_check`.execute(db)
  await sql`alter table email_links add constraint email_links_purpose_check
    check (purpose in ('verify', 'reset', 'signin'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_links where purpose = 'signin'`.execute(db)
  await sql`alter table email_links drop constraint email_links_purpose_check`.execute(db)
  await sql`alter table email_links add constraint email_links_purpose_check
    check (purpose in ('verify', 'reset'))`.execute(db)
}
