import type { InsightSummary, TeacherDetail } from '@unikit/contracts/teachers'
import type { AverageRow, InsightTotals } from '../db/averages.ts'
import type { CourseRow } from '../db/courses.ts'
import type { LecturerRow } from '../db/lecturers.ts'
import { oneDecimal, toLecturerSummary } from './toLecturerSummary.ts'

/** Averages to one decimal, as every answer gives them. */
export const rounded = (row: AverageRow) => ({
  count: row.count,
  all: oneDecimal(row.all),
  nice: oneDecimal(row.nice),
  fair: oneDecimal(row.fair),
  time: oneDecimal(row.time),
  hard: oneDecimal(row.hard),
})

/**
 * What the insights add up to besides the averages (docs/product/feedback.md#averages): the share in whole percent,
 * the difficulty to one decimal.
 */
export function toInsightTotals(
  allTime: AverageRow,
  totals: InsightTotals,
): Omit<InsightSummary, 'by_course'> {
  return {
    count: allTime.count,
    distribution: totals.distribution,
    would_take_again: totals.wouldTakeAgain === null ? null : Math.round(totals.wouldTakeAgain * 100),
    would_take_again_count: totals.wouldTakeAgainCount,
    difficulty: oneDecimal(allTime.hard),
    aged_count: totals.agedCount,
  }
}

/** What a lecturer's page is made of, as the queries read it. */
export interface LecturerFigures {
  recent: AverageRow
  allTime: AverageRow
  totals: InsightTotals
  topTags: { name: string; count: number }[]
  course: TeacherDetail['course']
  byCourse: Map<number, { count: number; overall: number | null }>
}

/** A lecturer's page answer (docs/product/feedback.md#averages): averages to one decimal, the share in whole percent. */
export function toLecturerDetail(
  row: LecturerRow,
  courses: CourseRow[],
  figures: LecturerFigures,
): TeacherDetail {
  const { allTime, totals, byCourse } = figures
  const summary: InsightSummary = {
    ...toInsightTotals(allTime, totals),
    by_course: courses.map((course) => {
      const found = byCourse.get(course.id)
      return { course, count: found?.count ?? 0, overall: oneDecimal(found?.overall ?? null) }
    }),
  }
  return {
    ...toLecturerSummary(row, courses),
    bio: row.bio,
    hobbies: row.hobbies,
    style: row.style,
    top_tags: figures.topTags,
    recent: rounded(figures.recent),
    all_time: rounded(allTime),
    course: figures.course,
    summary,
  }
}
