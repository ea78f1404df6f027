import type { StaffRatingQuery } from '@unikit/contracts/teachers'
import { openReportsOf } from '../db/ratingReports.ts'
import { listQueue } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { toStaffRatingView } from './toRatingView.ts'

/** One page of a desk queue (docs/product/feedback.md#staff-desk): insights held back or reported, with the reports. */
export async function staffRatingQueue(db: TeachersDb, query: StaffRatingQuery) {
  const { queue, page, page_size } = query
  const { rows, total } = await listQueue(db, queue, { page, pageSize: page_size })
  const reports = await openReportsOf(
    db,
    rows.map((row) => Number(row.id)),
  )
  return { data: rows.map((row) => toStaffRatingView(row, reports.get(Number(row.id)) ?? [])), total }
}
