import { type Kysely, sql } from 'kysely'

// Frozen with the migration: later values come with later migrations.
const statuses = ['published', 'pending', 'rejected', 'hidden']
const roots = ['core', 'major', 'tmp']
const reportReasons = ['copyright', 'wrong_course', 'offensive', 'other']
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)))

/**
 * Files with their bytes in storage, review and takedown, stars, reports and search (docs/product/archive.md).
 * Search reads a folded copy of the name and of the text inside a PDF, both computed by the service, so it
 * behaves the same on PGlite and PostgreSQL (docs/decisions/0612-archive-search.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('items')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('published')
        .check(sql`status in (${inList(statuses)})`),
    )
    // The tree the item is in, and the folders above it (nearest last): lists, filters and counts read these.
    .addColumn('root', 'text', (column) =>
      column
        .notNull()
        .defaultTo('core')
        .check(sql`root in (${inList(roots)})`),
    )
    .addColumn('ancestors', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('object_id', 'text')
    .addColumn('size', 'bigint')
    .addColumn('sha256', 'text')
    .addColumn('page_count', 'integer')
    .addColumn('view_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('search_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('search_text', 'text')
    .addColumn('requested_folder_id', 'text')
    .addColumn('rights_confirmed_at', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`alter table items add column search_vector tsvector generated always as (to_tsvector('simple', coalesce(search_text, ''))) stored`.execute(
    db,
  )
  await sql`alter table items add constraint items_file_has_object check (kind = 'folder' or object_id is not null or status = 'rejected')`.execute(
    db,
  )
  // The same bytes once in the archive: concurrent uploads of one file cannot both land.
  await sql`create unique index items_sha256_live on items (sha256) where sha256 is not null and status <> 'rejected'`.execute(
    db,
  )
  // Search: trigram matching on the folded name (typos, parts of words), full text on what the PDF says.
  await sql`create index items_search_name_trgm on items using gin (search_name gin_trgm_ops)`.execute(db)
  await sql`create index items_search_vector on items using gin (search_vector)`.execute(db)
  await sql`create index items_ancestors on items using gin (ancestors)`.execute(db)
  await db.schema.createIndex('items_owner_idx').on('items').columns(['owner_id', 'created_at']).execute()
  await db.schema
    .createIndex('items_status_idx')
    .on('items')
    .column('status')
    .where(sql.ref('status'), '<>', 'published')
    .execute()

  await db.schema
    .createTable('stars')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('item_id', 'text', (column) => column.notNull().references('items.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('stars_pk', ['user_id', 'item_id'])
    .execute()
  await db.schema.createIndex('stars_item_idx').on('stars').column('item_id').execute()

  await db.schema
    .createTable('item_reports')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('item_id', 'text', (column) => column.notNull().references('items.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) =>
      column.notNull().check(sql`reason in (${inList(reportReasons)})`),
    )
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('outcome', 'text')
    .addUniqueConstraint('item_reports_once', ['item_id', 'reporter_id'])
    .execute()
  await db.schema
    .createIndex('item_reports_open_idx')
    .on('item_reports')
    .column('item_id')
    .where(sql.ref('resolved_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_reports').execute()
  await db.schema.dropTable('stars').execute()
  await sql`drop index items_sha256_live`.execute(db)
  await sql`drop index items_search_name_trgm`.execute(db)
  await sql`drop index items_search_vector`.execute(db)
  await sql`drop index items_ancestors`.execute(db)
  await sql`alter table items drop constraint items_file_has_object`.execute(db)
  await db.schema
    .alterTable('items')
    .dropColumn('search_vector')
    .dropColumn('status')
    .dropColumn('root')
    .dropColumn('ancestors')
    .dropColumn('object_id')
    .dropColumn('size')
    .dropColumn('sha256')
    .dropColumn('page_count')
    .dropColumn('view_count')
    .dropColumn('search_name')
    .dropColumn('search_text')
    .dropColumn('requested_folder_id')
    .dropColumn('rights_confirmed_at')
    .dropColumn('reject_reason')
    .dropColumn('reviewed_by')
    .dropColumn('reviewed_at')
    .dropColumn('updated_at')
    .execute()
}
