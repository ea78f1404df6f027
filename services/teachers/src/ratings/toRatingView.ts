import type { Rating, StaffRating } from '@unikit/contracts/teachers'
import type { RatingRow } from '../db/ratings.ts'

/** An insight as a student reads it: never who wrote it, only whether it is the reader's own. */
export function toRatingView(row: RatingRow, readerId: string): Rating {
  return {
    id: Number(row.id),
    teacher_id: Number(row.teacher_id),
    course: { id: row.course_id, code: row.course_code, name: row.course_name },
    semester: row.semester,
    year: row.year,
    note: row.note,
    tags: row.tags,
    rating: { all: row.r_all, nice: row.r_nice, fair: row.r_fair, time: row.r_time, hard: row.r_hard },
    status: row.status,
    mine: row.author_id === readerId,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** Staff also see what held it back and its open reports; still not who wrote it. */
export function toStaffRatingView(
  row: RatingRow & { teacher_name: string },
  reports: { reason: string; note: string; at: Date }[],
): StaffRating {
  return {
    ...toRatingView(row, ''),
    teacher_name: row.teacher_name,
    flagged: row.flagged,
    reports: reports.map((report) => ({
      reason: report.reason as StaffRating['reports'][number]['reason'],
      note: report.note,
      at: report.at.toISOString(),
    })),
  }
}
