import { type Kysely, sql } from 'kysely'

// Frozen with the migration: later gifts come with later migrations.
const gifts = ['CARD', 'TOTE_BAG', 'STARBUCK_GLASS', 'AIRPOD3', 'NONE']

export async function up(db: Kysely<unknown>): Promise<void> {
  const allowed = sql.join(gifts.map((gift) => sql.lit(gift)))
  await db.schema
    .createTable('gift_claims')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    // Once per address is the campaign's rule, so the database enforces it: concurrent claims cannot both win.
    .addColumn('email', 'text', (column) =>
      column.notNull().unique().check(sql`email = lower(btrim(email)) and email <> ''`),
    )
    .addColumn('gift', 'text', (column) => column.notNull().check(sql`gift in (${allowed})`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_claims').execute()
}
