import { foldText } from '@unikit/contracts'
import { type AuthUser, recordAudit } from '@unikit/service-kit'
import { publishCourseList } from '../courses/publishCourseList.ts'
import { allCourses, insertCourse } from '../db/courses.ts'
import type { TeachersDb } from '../db/schema.ts'
import { allTags, deleteTag, findTag, insertTag, renameTag } from '../db/tags.ts'
import { errors } from '../errors.ts'
import type { TeachersApp } from '../TeachersApp.ts'

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

/**
 * Staff add a course to the one course list (docs/product/feedback.md#staff-desk, docs/decisions/0763-one-course-list.md):
 * students can choose it, it has a course page, and the archive is told in the same transaction.
 */
export async function createCourse(
  app: TeachersApp,
  staff: AuthUser,
  course: { code: string; name: string },
) {
  const name = course.name.trim()
  return app.db.transaction().execute(async (trx) => {
    const created = await insertCourse(trx, {
      code: course.code,
      name,
      search_name: foldText(`${course.code} ${name}`),
    })
    if (!created) throw new errors.COURSE_EXISTS()
    await recordAudit(trx, audit(staff, 'course.create', 'course', created.id, course))
    await publishCourseList(app, trx)
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
