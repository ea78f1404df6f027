import {
  currentSemester,
  freshFromSemester,
  type InsightSummary,
  RATING_TOP_TAGS,
  semesterIndex,
  type TeacherDetail,
} from '@unikit/contracts/teachers'
import {
  type AverageRow,
  averagesOf,
  courseAveragesOf,
  type InsightTotals,
  topTagsOf,
} from '../db/averages.ts'
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
  const at = options.now ?? new Date()
  const now = currentSemester(at)
  const semesters = {
    recentFrom: semesterIndex(now.year, now.semester) - 2,
    freshFrom: freshFromSemester(at),
  }
  const [courses, averages, byCourse, topTags] = await Promise.all([
    coursesOf(db, [row.id]),
    averagesOf(db, row.id, options.courseId, semesters),
    courseAveragesOf(db, row.id, semesters.freshFrom),
    topTagsOf(db, row.id, options.courseId, RATING_TOP_TAGS),
  ])
  const own = courses.get(row.id) ?? []
  const course = options.courseId === undefined ? null : (own.find((c) => c.id === options.courseId) ?? null)
  if (options.courseId !== undefined && !course) throw new errors.COURSE_NOT_TAUGHT()
  const summary = toSummary(averages.allTime, averages.totals, own, byCourse)
  return detail(row, own, { ...averages, topTags, course, summary })
}

function toSummary(
  allTime: AverageRow,
  totals: InsightTotals,
  courses: CourseRow[],
  byCourse: Map<number, { count: number; overall: number | null }>,
): InsightSummary {
  return {
    count: allTime.count,
    distribution: totals.distribution,
    would_take_again: totals.wouldTakeAgain === null ? null : Math.round(totals.wouldTakeAgain * 100),
    would_take_again_count: totals.wouldTakeAgainCount,
    difficulty: oneDecimal(allTime.hard),
    aged_count: totals.agedCount,
    by_course: courses.map((course) => {
      const found = byCourse.get(course.id)
      return { course, count: found?.count ?? 0, overall: oneDecimal(found?.overall ?? null) }
    }),
  }
}

function detail(
  row: LecturerRow,
  courses: CourseRow[],
  extra: {
    recent: AverageRow
    allTime: AverageRow
    topTags: { name: string; count: number }[]
    course: TeacherDetail['course']
    summary: InsightSummary
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
    summary: extra.summary,
  }
}
