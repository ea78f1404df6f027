import { starredCourses } from '../db/courseStars.ts'
import { findPersonalRecords } from '../db/personalRecords.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/**
 * What the feedback service keeps about a user (docs/product/platform.md#your-data): their insights, reports and
 * helpful votes, and the courses they starred.
 */
export async function personalData(app: TeachersApp, userId: string): Promise<Record<string, unknown>> {
  const [records, courseStars] = await Promise.all([
    findPersonalRecords(app.db, userId),
    starredCourses(app.db, userId),
  ])
  return { ...records, starredCourses: courseStars }
}
