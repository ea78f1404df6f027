import {
  currentSemester,
  freshFromSemester,
  RATING_TOP_TAGS,
  semesterIndex,
  type TeacherDetail,
} from '@unikit/contracts/teachers'
import { averagesOf, courseAveragesOf, topTagsOf } from '../db/averages.ts'
import { coursesOf } from '../db/courses.ts'
import { findLecturer } from '../db/lecturers.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { toLecturerDetail } from './toLecturerDetail.ts'

/**
 * Which semesters count as recent (this one and the two before) and from which on an insight is fresh, at `at`
 * (docs/product/feedback.md#averages).
 */
export function ratingSemesters(at: Date) {
  const now = currentSemester(at)
  return { recentFrom: semesterIndex(now.year, now.semester) - 2, freshFrom: freshFromSemester(at) }
}

/**
 * A lecturer's page: the card, the top tags, the averages of the last three semesters beside all time (where
 * insights older than three years weigh half), and the summary: the distribution, who would take them again, the
 * difficulty and each course's average, so old insights do not outweigh how the lecturer teaches now
 * (docs/product/feedback.md#averages). A retired lecturer is shown only to staff.
 */
export async function lecturerPage(
  db: TeachersDb,
  id: number,
  options: { courseId?: number | undefined; staff: boolean; now?: Date },
): Promise<TeacherDetail> {
  const row = await findLecturer(db, id)
  if (!row || (row.retired_at && !options.staff)) throw new errors.TEACHER_NOT_FOUND()
  const semesters = ratingSemesters(options.now ?? new Date())
  const [courses, averages, byCourse, topTags] = await Promise.all([
    coursesOf(db, [row.id]),
    averagesOf(db, row.id, options.courseId, semesters),
    courseAveragesOf(db, row.id, semesters.freshFrom),
    topTagsOf(db, row.id, options.courseId, RATING_TOP_TAGS),
  ])
  const own = courses.get(row.id) ?? []
  const course = options.courseId === undefined ? null : (own.find((c) => c.id === options.courseId) ?? null)
  if (options.courseId !== undefined && !course) throw new errors.COURSE_NOT_TAUGHT()
  return toLecturerDetail(row, own, { ...averages, topTags, course, byCourse })
}
