import {
  editableUntil,
  freshFromSemester,
  isAged,
  type Rating,
  type StaffRating,
} from '@unikit/contracts/teachers'
import type { OpenReport } from '../db/ratingReports.ts'
import type { RatingRow } from '../db/ratings.ts'

/**
 * An insight as a student reads it: never who wrote it, only whether it is the reader's own; the reader's own
 * also says until when they may change it and, when staff hid it, why (docs/product/feedback.md#my-insights).
 * `freshFrom` (`freshFromSemester`) is worked out once for a whole list.
 */
export function toRatingView(
  row: RatingRow,
  readerId: string,
  freshFrom = freshFromSemester(new Date()),
): Rating {
  const mine = row.author_id === readerId
  return {
    id: Number(row.id),
    teacher_id: Number(row.teacher_id),
    teacher_name: row.teacher_name,
    course: { id: row.course_id, code: row.course_code, name: row.course_name },
    semester: row.semester,
    year: row.year,
    note: row.note,
    tags: row.tags,
    rating: { all: row.r_all, nice: row.r_nice, fair: row.r_fair, time: row.r_time, hard: row.r_hard },
    would_take_again: row.would_take_again,
    grade: row.grade as Rating['grade'],
    status: row.status,
    mine,
    helpful: row.helpful_count,
    helped: row.helped ?? false,
    aged: isAged(row.year, row.semester, freshFrom),
    status_reason: mine && row.status === 'hidden' ? row.status_reason : null,
    editable_until: mine ? editableUntil(row.created_at).toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

const DAY_MS = 86_400_000

/**
 * Staff also see what held it back and its open reports, each with how long its reporter's account had been
 * verified and whether it counts towards holding the insight alone; still not who wrote or reported it.
 */
export function toStaffRatingView(row: RatingRow, reports: OpenReport[], freshFrom: number): StaffRating {
  return {
    ...toRatingView(row, '', freshFrom),
    teacher_name: row.teacher_name,
    flagged: row.flagged,
    reports: reports.map((report) => {
      const days = report.verifiedAt
        ? Math.max(0, Math.floor((report.at.getTime() - report.verifiedAt.getTime()) / DAY_MS))
        : null
      return {
        reason: report.reason as StaffRating['reports'][number]['reason'],
        note: report.note,
        at: report.at.toISOString(),
        verified_days: days,
        trusted: report.trusted,
      }
    }),
  }
}
