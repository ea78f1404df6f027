import { freshFromSemester, type StaffRatingQuery } from '@unikit/contracts/teachers'
import { openReportsOf } from '../db/ratingReports.ts'
import { listQueue } from '../db/ratings.ts'
import type { TeachersApp } from '../TeachersApp.ts'
import { toStaffRatingView } from './toRatingView.ts'

/**
 * One page of a desk queue (docs/product/feedback.md#staff-desk): insights held back or reported, each with its
 * open reports, their reasons and how long each reporter's account had been verified.
 */
export async function staffRatingQueue(app: TeachersApp, query: StaffRatingQuery) {
  const { queue, page, page_size } = query
  const { rows, total } = await listQueue(app.db, queue, { page, pageSize: page_size })
  const reports = await openReportsOf(
    app.db,
    rows.map((row) => Number(row.id)),
    app.config.REPORT_TRUSTED_AFTER_DAYS,
  )
  const freshFrom = freshFromSemester(new Date())
  return {
    data: rows.map((row) => toStaffRatingView(row, reports.get(Number(row.id)) ?? [], freshFrom)),
    total,
  }
}
