import type { TeachersDb } from './schema.ts'

/** Every row the feedback service keeps about a user: their insights, their reports and their helpful votes. */
export async function findPersonalRecords(db: TeachersDb, userId: string) {
  const [insights, reports, helpful] = await Promise.all([
    db.selectFrom('ratings').selectAll().where('author_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('rating_reports')
      .select(['rating_id', 'reason', 'note', 'created_at', 'resolved_at'])
      .where('reporter_id', '=', userId)
      .execute(),
    db
      .selectFrom('rating_helpful')
      .select(['rating_id', 'created_at'])
      .where('voter_id', '=', userId)
      .execute(),
  ])
  return { insights, reports, helpful }
}
