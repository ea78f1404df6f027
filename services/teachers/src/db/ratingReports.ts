import { sql } from 'kysely'
import type { TeachersDb } from './schema.ts'

/** Records a student's report; false when they had reported this insight already. */
export async function insertReport(
  db: TeachersDb,
  report: {
    ratingId: number
    reporterId: string
    reason: string
    note: string
    /** Since when the reporter's account was verified (null: not known). */
    reporterVerifiedAt: Date | null
  },
): Promise<boolean> {
  const row = await db
    .insertInto('rating_reports')
    .values({
      rating_id: report.ratingId,
      reporter_id: report.reporterId,
      reason: report.reason,
      note: report.note,
      reporter_verified_at: report.reporterVerifiedAt,
    })
    .onConflict((conflict) => conflict.columns(['rating_id', 'reporter_id']).doNothing())
    .returning('rating_id')
    .executeTakeFirst()
  return row !== undefined
}

/** A report counts towards holding an insight when its reporter's account had been verified `days` when they sent it. */
const trusted = (days: number) =>
  sql<boolean>`(rr.reporter_verified_at is not null and rr.reporter_verified_at <= rr.created_at - make_interval(days => ${days}))`

/**
 * Holds a public insight (`reported`: off the list until staff decide) once `rule.reports` open reports come from
 * accounts verified for `rule.trustedAfterDays` or more when they reported (docs/product/feedback.md#reports);
 * whether it did. Other reports only wait for staff. The caller holds the insight's lock, so counts do not race.
 */
export async function holdWhenReported(
  db: TeachersDb,
  ratingId: number,
  rule: { reports: number; trustedAfterDays: number },
): Promise<boolean> {
  const result = await db
    .updateTable('ratings')
    .set({ status: 'reported' })
    .where('id', '=', ratingId)
    .where('status', '=', 'public')
    .where(
      sql<boolean>`(select count(*) from rating_reports rr
        where rr.rating_id = ${ratingId} and rr.resolved_at is null and ${trusted(rule.trustedAfterDays)}) >= ${rule.reports}`,
    )
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
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

export interface OpenReport {
  reason: string
  note: string
  at: Date
  /** Since when the reporter's account was verified, as they reported (null: not known). */
  verifiedAt: Date | null
  /** Whether it counts towards holding the insight without staff. */
  trusted: boolean
}

/** The open reports of these insights, by insight, oldest first; trusted as `holdWhenReported` counts them. */
export async function openReportsOf(db: TeachersDb, ratingIds: readonly number[], trustedAfterDays: number) {
  const byRating = new Map<number, OpenReport[]>()
  if (ratingIds.length === 0) return byRating
  const rows = await db
    .selectFrom('rating_reports as rr')
    .select([
      'rating_id',
      'reason',
      'note',
      'created_at',
      'reporter_verified_at',
      trusted(trustedAfterDays).as('trusted'),
    ])
    .where('rating_id', 'in', [...ratingIds])
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
    .execute()
  for (const row of rows) {
    const id = Number(row.rating_id)
    byRating.set(id, [
      ...(byRating.get(id) ?? []),
      {
        reason: row.reason,
        note: row.note,
        at: row.created_at,
        verifiedAt: row.reporter_verified_at,
        trusted: row.trusted,
      },
    ])
  }
  return byRating
}
