import {
  currentSemester,
  RATING_TOP_TAGS,
  semesterIndex,
  type TeacherDetail,
} from '@unikit/contracts/teachers'
import { type AverageRow, averagesOf, topTagsOf } from '../db/averages.ts'
import { type CourseRow, coursesOf } from '../db/courses.ts'
import { findLecturer, type LecturerRow } from '../db/lecturers.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { oneDecimal, toLecturerSummary } from './toLecturerSummary.ts'

const rounded = (row: AverageRow) => ({
  count: row.count,
  all: oneDecimal(row.all),
  nice: oneDecimal(row.nice),
  fair: oneDecimal(row.fair),
  time: oneDecimal(row.time),
  hard: oneDecimal(row.hard),
})

/**
 * A lecturer's page: the card, the top tags and the averages of the last three semesters beside all time, so
 * old insights do not outweigh how the lecturer teaches now (docs/product/feedback.md#averages). A retired
 * lecturer is shown only to staff.
 */
export async function lecturerPage(
  db: TeachersDb,
  id: number,
  options: { courseId?: number | undefined; staff: boolean; now?: Date },
): Promise<TeacherDetail> {
  const row = await findLecturer(db, id)
  if (!row || (row.retired_at && !options.staff)) throw new errors.TEACHER_NOT_FOUND()
  const now = currentSemester(options.now ?? new Date())
  const recentFrom = semesterIndex(now.year, now.semester) - 2
  const [courses, averages, topTags] = await Promise.all([
    coursesOf(db, [row.id]),
    averagesOf(db, row.id, options.courseId, recentFrom),
    topTagsOf(db, row.id, options.courseId, RATING_TOP_TAGS),
  ])
  const own = courses.get(row.id) ?? []
  const course = options.courseId === undefined ? null : (own.find((c) => c.id === options.courseId) ?? null)
  if (options.courseId !== undefined && !course) throw new errors.COURSE_NOT_TAUGHT()
  return detail(row, own, { ...averages, topTags, course })
}

function detail(
  row: LecturerRow,
  courses: CourseRow[],
  extra: {
    recent: AverageRow
    allTime: AverageRow
    topTags: { name: string; count: number }[]
    course: TeacherDetail['course']
  },
): TeacherDetail {
  return {
    ...toLecturerSummary(row, courses),
    bio: row.bio,
    hobbies: row.hobbies,
    style: row.style,
    top_tags: extra.topTags,
    recent: rounded(extra.recent),
    all_time: rounded(extra.allTime),
    course: extra.course,
  }
}
