import { type Kysely, sql } from 'kysely'

// Frozen with the migration: later prizes come with later migrations.
const prizes = ['CARD', 'TOTE_BAG', 'STARBUCK_GLASS', 'AIRPOD3']

const now = sql`now()`

/**
 * Campaigns with their prizes' stock and weights, and claims tied to a campaign with their prize code.
 * The skeleton never wrote claims, so `gift_claims` gains its not-null columns without a default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (column) =>
      column.notNull().unique().check(sql`slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'`),
    )
    .addColumn('name', 'text', (column) => column.notNull().check(sql`char_length(name) between 1 and 120`))
    .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ends_at', 'timestamptz', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull().check(sql`year between 2000 and 2200`))
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('none_weight', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`none_weight between 0 and 1000000`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addCheckConstraint('campaigns_window', sql`ends_at > starts_at`)
    .execute()
  // The landing page shows the one active campaign; the database refuses a second.
  await sql`create unique index campaigns_one_active on campaigns (active) where active`.execute(db)

  await db.schema
    .createTable('prizes')
    .addColumn('campaign_id', 'bigint', (column) =>
      column.notNull().references('campaigns.id').onDelete('cascade'),
    )
    .addColumn('gift', 'text', (column) =>
      column.notNull().check(sql`gift in (${sql.join(prizes.map((gift) => sql.lit(gift)))})`),
    )
    // Concurrent draws take stock with `stock = stock - 1 where stock > 0`; this check is the last line.
    .addColumn('stock', 'integer', (column) => column.notNull().check(sql`stock >= 0`))
    .addColumn('weight', 'integer', (column) => column.notNull().check(sql`weight between 0 and 1000000`))
    .addPrimaryKeyConstraint('prizes_pkey', ['campaign_id', 'gift'])
    .execute()

  await db.schema.alterTable('gift_claims').dropConstraint('gift_claims_email_key').execute()
  await db.schema
    .alterTable('gift_claims')
    .addColumn('campaign_id', 'bigint', (column) => column.notNull().references('campaigns.id'))
    .addColumn('mail_to', 'text', (column) =>
      column.notNull().check(sql`char_length(mail_to) between 3 and 254`),
    )
    .addColumn('code', 'text', (column) => column.unique())
    .addColumn('mail_sent_at', 'timestamptz')
    .execute()
  await db.schema
    .alterTable('gift_claims')
    // One gift per person and campaign: concurrent claims for one address cannot both be written.
    .addUniqueConstraint('gift_claims_campaign_email_key', ['campaign_id', 'email'])
    .execute()
  await db.schema
    .alterTable('gift_claims')
    .addCheckConstraint('gift_claims_code_for_prizes', sql`(gift = 'NONE') = (code is null)`)
    .execute()
  await sql`create index gift_claims_mail_pending on gift_claims (id)
    where mail_sent_at is null and code is not null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index gift_claims_mail_pending`.execute(db)
  await db.schema.alterTable('gift_claims').dropConstraint('gift_claims_code_for_prizes').execute()
  await db.schema.alterTable('gift_claims').dropConstraint('gift_claims_campaign_email_key').execute()
  await db.schema
    .alterTable('gift_claims')
    .dropColumn('mail_sent_at')
    .dropColumn('code')
    .dropColumn('mail_to')
    .dropColumn('campaign_id')
    .execute()
  await db.schema.alterTable('gift_claims').addUniqueConstraint('gift_claims_email_key', ['email']).execute()
  await db.schema.dropTable('prizes').execute()
  await db.schema.dropTable('campaigns').execute()
}
