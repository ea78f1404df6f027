import { type Kysely, sql } from 'kysely'

/**
 * Claims carry the landing's idempotency key. Prize mail moves to the kit's outbox, which records its own state,
 * so the claim's `mail_sent_at` goes; a prize mail still pending from before is queued there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gift_claims')
    .addColumn('idempotency_key', 'text', (column) =>
      column.check(sql`char_length(idempotency_key) between 8 and 128`),
    )
    .execute()
  await sql`insert into kit_mail_outbox (kind, to_address, subject, text_body)
    select 'gift-prize-pending', mail_to, 'Quà Tết từ Unikit: mã nhận quà của bạn',
      'Mã nhận quà của bạn: ' || code || E'\\n\\nTrả lời email này, ghi rõ mã nhận quà, họ tên và số điện thoại của bạn.'
    from gift_claims where mail_sent_at is null and code is not null`.execute(db)
  await sql`drop index gift_claims_mail_pending`.execute(db)
  await db.schema.alterTable('gift_claims').dropColumn('mail_sent_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gift_claims').addColumn('mail_sent_at', 'timestamptz').execute()
  await sql`create index gift_claims_mail_pending on gift_claims (id)
    where mail_sent_at is null and code is not null`.execute(db)
  await db.schema.alterTable('gift_claims').dropColumn('idempotency_key').execute()
}
