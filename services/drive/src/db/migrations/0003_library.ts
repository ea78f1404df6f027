import { type Kysely, sql } from 'kysely'

// Frozen with the migration: later values come with later migrations.
const importStatuses = ['checking', 'checked', 'importing', 'done', 'failed']
const rowStatuses = ['new', 'duplicate', 'error', 'imported']
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)))

/**
 * The archive as a library (docs/product/archive.md): what a sample is (year, semester, kind), its first-page
 * preview, Helpful marks and daily downloads, the reward paid once per published upload, and staff imports of a
 * zip, row by row, so a stopped import goes on where it stopped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('items')
    .addColumn('year', 'integer', (column) => column.check(sql`year between 2000 and 2100`))
    .addColumn('semester', 'integer', (column) => column.check(sql`semester between 1 and 3`))
    .addColumn('sample_kind', 'text')
    .addColumn('description', 'text')
    .addColumn('thumbnail_object_id', 'text')
    .addColumn('helpful_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('download_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`update items set published_at = coalesce(reviewed_at, created_at)`.execute(db)
  // An exact course code ranks first in search (docs/decisions/0750-search-ranking-and-speed.md).
  await sql`create index items_code_lower on items (lower(code)) where code is not null`.execute(db)
  // And an exact title: the trigram index answers equality too, but reads every name sharing its trigrams.
  await sql`create index items_search_name_eq on items (search_name)`.execute(db)

  await db.schema
    .createTable('helpful_marks')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('item_id', 'text', (column) => column.notNull().references('items.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('helpful_marks_pk', ['user_id', 'item_id'])
    .execute()
  await db.schema.createIndex('helpful_marks_item_idx').on('helpful_marks').column('item_id').execute()

  // One download per student, file and day counts.
  await db.schema
    .createTable('daily_downloads')
    .addColumn('item_id', 'text', (column) => column.notNull().references('items.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('day', 'date', (column) => column.notNull())
    .addPrimaryKeyConstraint('daily_downloads_pk', ['item_id', 'user_id', 'day'])
    .execute()
  await db.schema.createIndex('daily_downloads_user_idx').on('daily_downloads').column('user_id').execute()

  // Once per file, for ever: no foreign key, so the record outlives the item.
  await db.schema
    .createTable('upload_rewards')
    .addColumn('item_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('credited_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    // What the zip holds (its entries' names, sizes and checksums): the same zip again is the same import.
    .addColumn('fingerprint', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('object_id', 'text')
    // The folder inside the zip that holds manifest.csv: the rows' paths are relative to it.
    .addColumn('base', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('checking')
        .check(sql`status in (${inList(importStatuses)})`),
    )
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('imports_fingerprint_idx').on('imports').column('fingerprint').execute()

  await db.schema
    .createTable('import_rows')
    .addColumn('import_id', 'text', (column) => column.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('line', 'integer', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('place', 'text', (column) => column.notNull())
    .addColumn('folder_id', 'text')
    .addColumn('year', 'integer')
    .addColumn('semester', 'integer')
    .addColumn('sample_kind', 'text')
    .addColumn('description', 'text')
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in (${inList(rowStatuses)})`))
    .addColumn('reason', 'text')
    .addColumn('item_id', 'text')
    // When the row's outcome went into the audit log: a resumed import skips what is logged.
    .addColumn('logged_at', 'timestamptz')
    .addPrimaryKeyConstraint('import_rows_pk', ['import_id', 'line'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_rows').execute()
  await db.schema.dropTable('imports').execute()
  await db.schema.dropTable('upload_rewards').execute()
  await db.schema.dropTable('daily_downloads').execute()
  await db.schema.dropTable('helpful_marks').execute()
  await sql`drop index items_code_lower`.execute(db)
  await sql`drop index items_search_name_eq`.execute(db)
  await db.schema
    .alterTable('items')
    .dropColumn('year')
    .dropColumn('semester')
    .dropColumn('sample_kind')
    .dropColumn('description')
    .dropColumn('thumbnail_object_id')
    .dropColumn('helpful_count')
    .dropColumn('download_count')
    .dropColumn('published_at')
    .execute()
}
