import type { TeacherSummary } from '@unikit/contracts/teachers'
import type { CourseRow } from '../db/courses.ts'
import type { LecturerRow } from '../db/lecturers.ts'

/** Where a lecturer's avatar is served; the version makes a new picture a new address (cached for long). */
export const avatarUrl = (row: { id: number; avatar_id: string | null }) =>
  row.avatar_id ? `/api/private/teacher/avatar?id=${row.id}&v=${row.avatar_id.slice(0, 8)}` : null

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

export function toLecturerSummary(row: LecturerRow, courses: CourseRow[]): TeacherSummary {
  return {
    id: Number(row.id),
    fullname: row.fullname,
    major: row.major,
    campus: row.campus,
    avatar_url: avatarUrl(row),
    courses,
    insight_count: row.insight_count,
    overall: oneDecimal(row.overall),
    last_insight_at: row.last_insight_at ? new Date(row.last_insight_at).toISOString() : null,
    retired: row.retired_at !== null,
  }
}

export { oneDecimal }
