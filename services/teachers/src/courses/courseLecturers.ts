import { COURSE_LATEST_INSIGHTS, type CourseLecturer } from '@unikit/contracts/courses'
import { RATING_TOP_TAGS } from '@unikit/contracts/teachers'
import { averagesOf, topTagsOf } from '../db/averages.ts'
import { lecturersTeaching } from '../db/lecturers.ts'
import type { TeachersDb } from '../db/schema.ts'
import { ratingSemesters } from '../lecturers/lecturerPage.ts'
import { rounded, toInsightTotals } from '../lecturers/toLecturerDetail.ts'
import { toLecturerSummary } from '../lecturers/toLecturerSummary.ts'
import { listRatingViews } from '../ratings/listRatingViews.ts'
import { listedCourse } from './courseList.ts'

/**
 * Feedback's part of the course page (docs/product/feedback.md#course-lecturers): the course's lecturers, each with
 * what their page gives when this course is chosen (the same averages, summary and tags) and the newest insights
 * about it; those with the most insights about the course first, then by name. A lecturer nobody rated for the
 * course yet is listed with a count of 0.
 */
export async function courseLecturers(db: TeachersDb, readerId: string, typed: string, now = new Date()) {
  const course = await listedCourse(db, typed)
  const semesters = ratingSemesters(now)
  const lecturers = await lecturersTeaching(db, course.id)
  const rated = await Promise.all(
    lecturers.map(async (row): Promise<CourseLecturer> => {
      const [averages, topTags, latest] = await Promise.all([
        averagesOf(db, row.id, course.id, semesters),
        topTagsOf(db, row.id, course.id, RATING_TOP_TAGS),
        listRatingViews(
          db,
          readerId,
          { teacher_id: row.id, course_id: course.id, page: 1, page_size: COURSE_LATEST_INSIGHTS },
          now,
        ),
      ])
      const { id, fullname, major, campus, avatar_url } = toLecturerSummary(row, [])
      return {
        id,
        fullname,
        major,
        campus,
        avatar_url,
        top_tags: topTags,
        recent: rounded(averages.recent),
        all_time: rounded(averages.allTime),
        summary: toInsightTotals(averages.allTime, averages.totals),
        latest: latest.data,
      }
    }),
  )
  // The lecturers come in name order; a stable sort keeps it among equal counts.
  rated.sort((a, b) => b.all_time.count - a.all_time.count)
  return { course, lecturers: rated }
}
