import { type Kysely, sql } from 'kysely'

const statuses = [
  'new',
  'admin_accepted',
  'customer_accepted',
  'customer_declined',
  'admin_declined',
  'admin_done',
  'payment_pending',
]
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)))

/**
 * The whole order flow (docs/product/orders.md): the details of both services, the files, the payment saga's
 * columns, the history of every transition, ratings, top-ups and credits owed to students.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop constraint orders_status_check`.execute(db)
  await sql`alter table orders add constraint orders_status_check check (status in (${inList(statuses)}))`.execute(
    db,
  )
  await db.schema
    .alterTable('orders')
    .addColumn('file_input_id', 'uuid')
    .addColumn('file_output_id', 'uuid')
    .addColumn('citation_count', 'integer', (column) => column.check(sql`citation_count > 0`))
    .addColumn('area_code', 'text')
    .addColumn('area_name', 'text')
    .addColumn('word_count', 'integer')
    .addColumn('level', 'text')
    .addColumn('days', 'integer')
    .addColumn('source_count', 'integer', (column) => column.check(sql`source_count between 0 and 10`))
    .addColumn('reason', 'text')
    .addColumn('admin_done_at', 'timestamptz')
    // The payment saga: what the order returns to if the charge fails (null: the order goes), and what was paid.
    .addColumn('payment_back', 'text')
    .addColumn('payment_started_at', 'timestamptz')
    .addColumn('paid_amount', 'bigint', (column) => column.check(sql`paid_amount > 0`))
    .execute()
  // Staff see the orders to deliver soonest first; students see theirs newest first.
  await sql`create index orders_status_deadline on orders (status, deadline)`.execute(db)
  await sql`create index orders_user_created on orders (user_id, id desc)`.execute(db)

  await db.schema
    .createTable('order_files')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('owner_id', 'uuid', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('sc', 'ra', 'output')`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'bigint', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) =>
      column.notNull().check(sql`actor in ('student', 'staff', 'system')`),
    )
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index order_events_order on order_events (order_id, id)`.execute(db)

  await db.schema
    .createTable('order_feedback')
    // One rating per order: the primary key settles two at once.
    .addColumn('order_id', 'bigint', (column) =>
      column.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('score', 'integer', (column) => column.notNull().check(sql`score between 1 and 5`))
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('topups')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'rejected')`),
    )
    .addColumn('confirmed_amount', 'bigint', (column) => column.check(sql`confirmed_amount > 0`))
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute()
  await sql`create index topups_user on topups (user_id, id desc)`.execute(db)
  await sql`create index topups_pending on topups (id) where status = 'pending'`.execute(db)

  // Credits the service owes students (a refund, a confirmed top-up): written with the change that owes them,
  // applied to the accounts wallet once (their key), retried until they are.
  await db.schema
    .createTable('owed_credits')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('applied_at', 'timestamptz')
    .execute()
  await sql`create index owed_credits_due on owed_credits (id) where applied_at is null`.execute(db)
}
