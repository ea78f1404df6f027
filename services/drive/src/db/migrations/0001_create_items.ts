import { type Kysely, sql } from 'kysely'
import { itemKinds } from '../schema.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = sql.join(itemKinds.map((kind) => sql.lit(kind)))
  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('parent_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull().check(sql`name <> ''`))
    .addColumn('code', 'text')
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in (${kinds})`))
    .addColumn('mime_type', 'text')
    .addColumn('owner_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('items_file_has_type', sql`kind = 'folder' or mime_type is not null`)
    .execute()
  // Every archive screen lists one parent's children.
  await db.schema.createIndex('items_parent_id_idx').on('items').column('parent_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('items').execute()
}
