import { findLecturer } from '../db/lecturers.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** A lecturer's picture: the object to send and its name; 404 when there is none. */
export async function lecturerAvatar(db: TeachersDb, id: number): Promise<{ id: string; name: string }> {
  const lecturer = await findLecturer(db, id)
  if (!lecturer?.avatar_id) throw new errors.TEACHER_NOT_FOUND()
  return { id: lecturer.avatar_id, name: `lecturer-${lecturer.id}` }
}
