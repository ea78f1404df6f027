import { type Kysely, sql } from 'kysely'

// Frozen with the migration: RMIT's grade list as it was when it was written.
const grades = ['HD', 'DI', 'CR', 'PA', 'NN']
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)))

/**
 * What students compare us with (docs/product/feedback.md): "would take again" and the grade beside the scores,
 * helpful votes (one per student and insight, a key; the count kept on the insight), staff's reason for hiding
 * one (its author reads it), and since when a reporter's account was verified (docs/product/feedback.md#reports).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ratings')
    .addColumn('would_take_again', 'boolean')
    .addColumn('grade', 'text', (column) => column.check(sql`grade in (${inList(grades)})`))
    .addColumn('helpful_count', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`helpful_count >= 0`),
    )
    .addColumn('status_reason', 'text')
    .execute()
  await db.schema
    .createTable('rating_helpful')
    .addColumn('rating_id', 'bigint', (column) =>
      column.notNull().references('ratings.id').onDelete('cascade'),
    )
    .addColumn('voter_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('rating_helpful_pk', ['rating_id', 'voter_id'])
    .execute()
  await db.schema.createIndex('rating_helpful_voter_idx').on('rating_helpful').column('voter_id').execute()
  await db.schema.alterTable('rating_reports').addColumn('reporter_verified_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rating_reports').dropColumn('reporter_verified_at').execute()
  await db.schema.dropTable('rating_helpful').execute()
  await db.schema
    .alterTable('ratings')
    .dropColumn('status_reason')
    .dropColumn('helpful_count')
    .dropColumn('grade')
    .dropColumn('would_take_again')
    .execute()
}
