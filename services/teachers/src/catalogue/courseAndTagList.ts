import { type AuthUser, recordAudit } from '@unikit/service-kit'
import { allCourses, insertCourse } from '../db/courses.ts'
import type { TeachersDb } from '../db/schema.ts'
import { allTags, deleteTag, findTag, insertTag, renameTag } from '../db/tags.ts'
import { errors } from '../errors.ts'

const audit = (staff: AuthUser, action: string, subjectType: string, subjectId: number, details = {}) => ({
  actorId: staff.userId,
  action,
  subjectType,
  subjectId: String(subjectId),
  details,
})

/** Every course, by code: the desk's course picker. */
export function courseList(db: TeachersDb) {
  return allCourses(db)
}

/** The tag list students choose from. */
export function tagList(db: TeachersDb) {
  return allTags(db)
}

/** Staff add a course students can choose (docs/product/feedback.md#staff-desk). */
export async function createCourse(db: TeachersDb, staff: AuthUser, course: { code: string; name: string }) {
  return db.transaction().execute(async (trx) => {
    const created = await insertCourse(trx, { code: course.code, name: course.name.trim() })
    if (!created) throw new errors.COURSE_EXISTS()
    await recordAudit(trx, audit(staff, 'course.create', 'course', created.id, course))
    return created
  })
}

export async function createTag(db: TeachersDb, staff: AuthUser, name: string) {
  return db.transaction().execute(async (trx) => {
    const created = await insertTag(trx, name.trim())
    if (!created) throw new errors.TAG_EXISTS()
    await recordAudit(trx, audit(staff, 'tag.create', 'tag', created.id, { name: created.name }))
    return created
  })
}

/** Renames a tag on the list and in the insights that carry it. */
export async function renameTagEverywhere(db: TeachersDb, staff: AuthUser, id: number, name: string) {
  const to = name.trim()
  return db.transaction().execute(async (trx) => {
    const tag = await findTag(trx, id)
    if (!tag) throw new errors.UNKNOWN_TAG(String(id))
    try {
      await renameTag(trx, tag.name, to, id)
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new errors.TAG_EXISTS()
      throw error
    }
    await recordAudit(trx, audit(staff, 'tag.rename', 'tag', id, { from: tag.name, to }))
    return { id, name: to }
  })
}

export async function removeTag(db: TeachersDb, staff: AuthUser, id: number) {
  await db.transaction().execute(async (trx) => {
    const tag = await findTag(trx, id)
    if (!tag) throw new errors.UNKNOWN_TAG(String(id))
    await deleteTag(trx, id)
    await recordAudit(trx, audit(staff, 'tag.delete', 'tag', id, { name: tag.name }))
  })
}
