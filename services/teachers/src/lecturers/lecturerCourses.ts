import { coursesOf } from '../db/courses.ts'
import { findLecturer } from '../db/lecturers.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** The courses a lecturer teaches, for the insight form; 404 for a lecturer who does not exist. */
export async function lecturerCourses(db: TeachersDb, teacherId: number) {
  const lecturer = await findLecturer(db, teacherId)
  if (!lecturer) throw new errors.TEACHER_NOT_FOUND()
  return (await coursesOf(db, [lecturer.id])).get(lecturer.id) ?? []
}
