import type { TeachersDb } from './schema.ts'

/** Every row the feedback service keeps about a user: their insights and their reports. */
export async function findPersonalRecords(db: TeachersDb, userId: string) {
  const [insights, reports] = await Promise.all([
    db.selectFrom('ratings').selectAll().where('author_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('rating_reports')
      .select(['rating_id', 'reason', 'note', 'created_at', 'resolved_at'])
      .where('reporter_id', '=', userId)
      .execute(),
  ])
  return { insights, reports }
}
