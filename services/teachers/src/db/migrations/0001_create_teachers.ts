import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teachers')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('fullname', 'text', (column) => column.notNull().check(sql`fullname <> ''`))
    .addColumn('major', 'text')
    .addColumn('campus', 'text')
    .addColumn('bio', 'text')
    .addColumn('hobbies', 'text')
    .addColumn('style', 'text')
    .addColumn('avatar_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  // Lecturer search is by name, without regard to case.
  await db.schema
    .createIndex('teachers_fullname_idx')
    .on('teachers')
    .expression(sql`lower(fullname)`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('teachers').execute()
}
