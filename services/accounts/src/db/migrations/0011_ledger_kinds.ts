import { type Kysely, sql } from 'kysely'

/**
 * The statement (docs/decisions/0744-the-statement-is-the-ledger.md): every entry says what it is (a kind of
 * `ledgerKinds`) and what it belongs to (an order number, a top-up reference), and notes join the ledger: lines
 * that move nothing (a top-up asked for or refused), of amount 0, in the balance's order like any entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ledger')
    .addColumn('entry_kind', 'text', (column) => column.notNull().defaultTo('adjustment'))
    .addColumn('subject_id', 'text')
    .addColumn('noted_amount', 'bigint', (column) => column.check(sql`noted_amount > 0`))
    .execute()
  await sql`alter table ledger drop constraint ledger_kind_check`.execute(db)
  await sql`alter table ledger drop constraint ledger_amount_check`.execute(db)
  await sql`alter table ledger add constraint ledger_kind_check check (kind in ('credit', 'debit', 'note'))`.execute(
    db,
  )
  await sql`alter table ledger add constraint ledger_amount_check
    check ((kind = 'note' and amount = 0) or (kind <> 'note' and amount > 0))`.execute(db)

  // Entries made before kinds existed are named from their keys, once; the ledger stays append-only after.
  await sql`alter table ledger disable trigger ledger_append_only`.execute(db)
  await sql`update ledger set entry_kind = 'order_payment', subject_id = substring(idempotency_key from '^order:(\\d+):charge$')
    where idempotency_key ~ '^order:\\d+:charge$'`.execute(db)
  await sql`update ledger set entry_kind = 'order_refund', subject_id = substring(idempotency_key from '^order:(\\d+):refund$')
    where idempotency_key ~ '^order:\\d+:refund$'`.execute(db)
  await sql`update ledger set entry_kind = 'topup_confirmed', subject_id = nullif(substring(reason from '^topup:(.+)$'), '')
    where idempotency_key ~ '^topup:\\d+$'`.execute(db)
  await sql`update ledger set entry_kind = 'bank_transfer' where idempotency_key like 'bank-transfer:%'`.execute(
    db,
  )
  await sql`update ledger set entry_kind = 'archive_reward' where idempotency_key like 'archive\\_reward:%'`.execute(
    db,
  )
  await sql`alter table ledger enable trigger ledger_append_only`.execute(db)
  await sql`alter table ledger alter column entry_kind drop default`.execute(db)
}
