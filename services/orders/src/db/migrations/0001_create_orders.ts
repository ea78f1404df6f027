import { type Kysely, sql } from 'kysely'

// Frozen with the migration: later states come with later migrations.
const orderTypes = ['sc', 'ra']
const orderStatuses = [
  'new',
  'customer_accepted',
  'admin_accepted',
  'admin_declined',
  'admin_done',
  'customer_declined',
]

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)))

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in (${inList(orderTypes)})`))
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('new')
        .check(sql`status in (${inList(orderStatuses)})`),
    )
    .addColumn('price', 'bigint', (column) => column.check(sql`price >= 0`))
    .addColumn('deadline', 'timestamptz')
    .addColumn('instruction', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  // The order lists filter one student's orders by status.
  await db.schema
    .createIndex('orders_user_id_status_idx')
    .on('orders')
    .columns(['user_id', 'status'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orders').execute()
}
