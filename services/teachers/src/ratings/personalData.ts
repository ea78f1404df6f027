import { helpfulVotesOf } from '../db/helpfulVotes.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/** What the feedback service keeps about a user (docs/product/platform.md#your-data): their insights, reports and helpful votes. */
export async function personalData(app: TeachersApp, userId: string): Promise<Record<string, unknown>> {
  const [insights, reports] = await Promise.all([
    app.db.selectFrom('ratings').selectAll().where('author_id', '=', userId).orderBy('id').execute(),
    app.db
      .selectFrom('rating_reports')
      .select(['rating_id', 'reason', 'note', 'created_at', 'resolved_at'])
      .where('reporter_id', '=', userId)
      .execute(),
  ])
  return { insights, reports, helpful: await helpfulVotesOf(app.db, userId) }
}
