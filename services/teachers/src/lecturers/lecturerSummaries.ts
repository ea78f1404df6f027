import type { TeacherSummary } from '@unikit/contracts/teachers'
import { coursesOf } from '../db/courses.ts'
import type { LecturerRow } from '../db/lecturers.ts'
import type { TeachersDb } from '../db/schema.ts'
import { toLecturerSummary } from './toLecturerSummary.ts'

/** A page of lecturers with their courses, fetched in one query for the whole page. */
export async function lecturerSummaries(db: TeachersDb, rows: LecturerRow[]): Promise<TeacherSummary[]> {
  const courses = await coursesOf(
    db,
    rows.map((row) => Number(row.id)),
  )
  return rows.map((row) => toLecturerSummary(row, courses.get(Number(row.id)) ?? []))
}
