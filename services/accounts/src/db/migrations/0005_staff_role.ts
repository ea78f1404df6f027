import { type Kysely, sql } from 'kysely'

/** Staff run the desks of orders, archive and feedback (docs/product/accounts.md#roles). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_role_check`.execute(db)
  await sql`alter table users add constraint users_role_check check (role in ('student', 'staff', 'admin'))`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set role = 'student' where role = 'staff'`.execute(db)
  await sql`alter table users drop constraint users_role_check`.execute(db)
  await sql`alter table users add constraint users_role_check check (role in ('student', 'admin'))`.execute(
    db,
  )
}
