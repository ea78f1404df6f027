import type { TeachersDb } from './schema.ts'

/** The insight, locked until the transaction ends: reports and votes on one insight take turns. */
export async function lockRating(db: TeachersDb, id: number) {
  return db
    .selectFrom('ratings')
    .select(['id', 'author_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}
