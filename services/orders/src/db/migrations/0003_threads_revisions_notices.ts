import { type Kysely, sql } from 'kysely'

// Frozen with the migration: later states come with later migrations.
const statuses = [
  'new',
  'admin_accepted',
  'customer_accepted',
  'customer_declined',
  'admin_declined',
  'admin_done',
  'payment_pending',
  'revision_requested',
]
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)))

/**
 * A conversation per order, revisions with every delivered file kept, when an order last changed state (its
 * history's "finish day"), and the statement's lines for top-ups (docs/product/orders.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop constraint orders_status_check`.execute(db)
  await sql`alter table orders add constraint orders_status_check check (status in (${inList(statuses)}))`.execute(
    db,
  )
  await db.schema
    .alterTable('orders')
    // Revisions asked for so far (at most two: docs/decisions/0746-revisions.md).
    .addColumn('revisions', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`revisions between 0 and 2`),
    )
    .addColumn('status_changed_at', 'timestamptz')
    // Set by the student's first message since staff last wrote: the desk's unanswered threads, oldest first.
    .addColumn('awaiting_reply_since', 'timestamptz')
    .execute()
  await sql`update orders set status_changed_at = updated_at`.execute(db)
  await sql`alter table orders alter column status_changed_at set not null`.execute(db)
  await sql`alter table orders alter column status_changed_at set default now()`.execute(db)
  await sql`create index orders_awaiting_reply on orders (awaiting_reply_since) where awaiting_reply_since is not null`.execute(
    db,
  )

  await sql`alter table order_files drop constraint order_files_purpose_check`.execute(db)
  await sql`alter table order_files add constraint order_files_purpose_check
    check (purpose in ('sc', 'ra', 'output', 'message'))`.execute(db)

  await db.schema
    .createTable('order_messages')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'bigint', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('author', 'text', (column) => column.notNull().check(sql`author in ('student', 'staff')`))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('file_id', 'uuid', (column) => column.unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index order_messages_order on order_messages (order_id, id)`.execute(db)

  // Every file delivered for an order, the first and each revision's: a re-delivery keeps the earlier ones.
  await db.schema
    .createTable('order_deliveries')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'bigint', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('file_id', 'uuid', (column) => column.unique())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index order_deliveries_order on order_deliveries (order_id, id)`.execute(db)
  await sql`insert into order_deliveries (order_id, file_id, revision, created_at)
    select id, file_output_id, 0, coalesce(admin_done_at, updated_at) from orders where file_output_id is not null`.execute(
    db,
  )

  // Owed wallet entries: besides credits, the notes a top-up leaves on the statement (amount 0), each with its kind
  // and what it belongs to (docs/decisions/0744-the-statement-is-the-ledger.md).
  await db.schema
    .alterTable('owed_credits')
    .addColumn('entry_kind', 'text', (column) => column.notNull().defaultTo('order_refund'))
    .addColumn('subject_id', 'text')
    .addColumn('noted_amount', 'bigint')
    .execute()
  await sql`update owed_credits set entry_kind = 'topup_confirmed', subject_id = substring(reason from '^topup:(.+)$')
    where idempotency_key like 'topup:%'`.execute(db)
  await sql`update owed_credits set subject_id = substring(idempotency_key from '^order:(\\d+):refund$')
    where idempotency_key ~ '^order:\\d+:refund$'`.execute(db)
  await sql`alter table owed_credits alter column entry_kind drop default`.execute(db)
  await sql`alter table owed_credits drop constraint owed_credits_amount_check`.execute(db)
  await sql`alter table owed_credits add constraint owed_credits_amount_check check (amount >= 0)`.execute(db)
}
