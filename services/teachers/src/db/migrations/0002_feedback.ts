import { type Kysely, sql } from 'kysely'

// Frozen with the migration: later statuses come with later migrations.
const ratingStatuses = ['public', 'pending', 'reported', 'hidden']
const reportReasons = ['abusive', 'personal', 'false', 'spam', 'other']
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)))

/**
 * Courses, tags, insights and reports (docs/product/feedback.md). One insight per student, lecturer, course,
 * semester and year is a constraint, so concurrent saves cannot make two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('teachers')
    // The name folded (lower case, no diacritics) for search: computed by the service (docs/decisions/0755-one-name-search-in-the-kit.md).
    .addColumn('search_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('retired_at', 'timestamptz')
    .execute()
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (column) =>
      column.notNull().unique().check(sql`code ~ '^[A-Z]{3,4}[0-9]{3,5}$'`),
    )
    .addColumn('name', 'text', (column) => column.notNull().check(sql`name <> ''`))
    .execute()
  await db.schema
    .createTable('teacher_courses')
    .addColumn('teacher_id', 'bigint', (column) =>
      column.notNull().references('teachers.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (column) => column.notNull().references('courses.id'))
    .addPrimaryKeyConstraint('teacher_courses_pk', ['teacher_id', 'course_id'])
    .execute()
  await db.schema
    .createIndex('teacher_courses_course_idx')
    .on('teacher_courses')
    .column('course_id')
    .execute()
  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (column) => column.notNull().unique().check(sql`name <> ''`))
    .execute()
  const score = (name: string) =>
    db.schema.alterTable('ratings').addColumn(name, 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(1)
        .check(sql`${sql.ref(name)} between 1 and 5`),
    )
  await db.schema
    .createTable('ratings')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('teacher_id', 'bigint', (column) =>
      column.notNull().references('teachers.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (column) => column.notNull().references('courses.id'))
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('semester', 'smallint', (column) => column.notNull().check(sql`semester between 1 and 3`))
    .addColumn('year', 'smallint', (column) => column.notNull().check(sql`year >= 2018`))
    .addColumn('note', 'text', (column) =>
      column.notNull().check(sql`note <> '' and char_length(note) <= 1000`),
    )
    .addColumn('tags', sql`text[]`, (column) =>
      column.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(tags) <= 5`),
    )
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('public')
        .check(sql`status in (${inList(ratingStatuses)})`),
    )
    /** What the word list found: why it waits for staff. */
    .addColumn('flagged', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ratings_one_per_semester', [
      'author_id',
      'teacher_id',
      'course_id',
      'semester',
      'year',
    ])
    .execute()
  for (const name of ['r_all', 'r_nice', 'r_fair', 'r_time', 'r_hard']) await score(name).execute()
  await sql`create index ratings_public_idx on ratings (teacher_id, created_at desc, id desc) where status = 'public'`.execute(
    db,
  )
  await sql`create index ratings_queue_idx on ratings (status, created_at) where status in ('pending', 'reported')`.execute(
    db,
  )
  await db.schema
    .createTable('rating_reports')
    .addColumn('rating_id', 'bigint', (column) =>
      column.notNull().references('ratings.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) =>
      column.notNull().check(sql`reason in (${inList(reportReasons)})`),
    )
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    /** Set when staff decide: a resolved report no longer counts towards hiding. */
    .addColumn('resolved_at', 'timestamptz')
    .addPrimaryKeyConstraint('rating_reports_pk', ['rating_id', 'reporter_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rating_reports').execute()
  await db.schema.dropTable('ratings').execute()
  await db.schema.dropTable('tags').execute()
  await db.schema.dropTable('teacher_courses').execute()
  await db.schema.dropTable('courses').execute()
  await db.schema.alterTable('teachers').dropColumn('retired_at').dropColumn('search_name').execute()
}
