import { sql } from 'kysely'
import type { TeachersDb } from './schema.ts'

/** Records a student's report; false when they had reported this insight already. */
export async function insertReport(
  db: TeachersDb,
  report: { ratingId: number; reporterId: string; reason: string; note: string },
): Promise<boolean> {
  const row = await db
    .insertInto('rating_reports')
    .values({
      rating_id: report.ratingId,
      reporter_id: report.reporterId,
      reason: report.reason,
      note: report.note,
    })
    .onConflict((conflict) => conflict.columns(['rating_id', 'reporter_id']).doNothing())
    .returning('rating_id')
    .executeTakeFirst()
  return row !== undefined
}

/** Takes a public insight off the list once it has `threshold` open reports. */
export async function hideWhenReported(db: TeachersDb, ratingId: number, threshold: number): Promise<void> {
  await db
    .updateTable('ratings')
    .set({ status: 'reported' })
    .where('id', '=', ratingId)
    .where('status', '=', 'public')
    .where(
      sql<boolean>`(select count(*) from rating_reports rr where rr.rating_id = ${ratingId} and rr.resolved_at is null) >= ${threshold}`,
    )
    .execute()
}

/** Staff decided: the open reports no longer count. */
export async function resolveReports(db: TeachersDb, ratingId: number): Promise<void> {
  await db
    .updateTable('rating_reports')
    .set({ resolved_at: sql<Date>`now()` })
    .where('rating_id', '=', ratingId)
    .where('resolved_at', 'is', null)
    .execute()
}

/** The open reports of these insights, by insight. */
export async function openReportsOf(db: TeachersDb, ratingIds: readonly number[]) {
  const byRating = new Map<number, { reason: string; note: string; at: Date }[]>()
  if (ratingIds.length === 0) return byRating
  const rows = await db
    .selectFrom('rating_reports')
    .select(['rating_id', 'reason', 'note', 'created_at'])
    .where('rating_id', 'in', [...ratingIds])
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
    .execute()
  for (const row of rows) {
    const id = Number(row.rating_id)
    byRating.set(id, [
      ...(byRating.get(id) ?? []),
      { reason: row.reason, note: row.note, at: row.created_at },
    ])
  }
  return byRating
}
