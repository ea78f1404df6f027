import { foldText } from '@unikit/contracts'
import { type Kysely, sql } from 'kysely'

/**
 * The courses table is the one course list the archive and feedback share (docs/decisions/0763-one-course-list.md):
 * its code and name folded for the header's suggestions, and the courses each student starred ("My courses").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('search_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute()
  // The rows written before: folded as the service folds new ones (`foldText` of the code and the name).
  const courses = db as unknown as Kysely<{
    courses: { id: number; code: string; name: string; search_name: string }
  }>
  for (const { id, code, name } of await courses
    .selectFrom('courses')
    .select(['id', 'code', 'name'])
    .execute())
    await courses
      .updateTable('courses')
      .set({ search_name: foldText(`${code} ${name}`) })
      .where('id', '=', id)
      .execute()
  await db.schema
    .createTable('course_stars')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('course_id', 'integer', (column) =>
      column.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('course_stars_pk', ['user_id', 'course_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_stars').execute()
  await db.schema.alterTable('courses').dropColumn('search_name').execute()
}
