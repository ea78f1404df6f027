import { foldText } from '@unikit/contracts'
import type { TeacherSaveBody } from '@unikit/contracts/teachers'
import { type AuthUser, imageTypes, recordAudit } from '@unikit/service-kit'
import { existingCourseIds, replaceCourses } from '../db/courses.ts'
import { insertLecturer, replaceAvatar, setRetired, updateLecturer } from '../db/lecturers.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/** The request whose multipart body holds the file. */
type UploadRequest = Parameters<TeachersApp['files']['upload']>[0]

const AVATAR_MAX_BYTES = 2 * 1024 * 1024
const orNull = (value: string) => value.trim() || null

/** Staff create or edit a lecturer's profile and courses (docs/product/feedback.md#staff-desk); the id. */
export async function saveLecturer(db: TeachersDb, staff: AuthUser, body: TeacherSaveBody): Promise<number> {
  const fullname = body.fullname.trim().replace(/\s+/g, ' ')
  const fields = {
    fullname,
    search_name: foldText(fullname),
    major: orNull(body.major),
    campus: orNull(body.campus),
    bio: orNull(body.bio),
    hobbies: orNull(body.hobbies),
    style: orNull(body.style),
  }
  return db.transaction().execute(async (trx) => {
    const known = await existingCourseIds(trx, body.course_ids)
    if (known.size !== body.course_ids.length) throw new errors.COURSE_NOT_FOUND()
    let id = body.id
    if (id === undefined) id = Number((await insertLecturer(trx, fields)).id)
    else if (!(await updateLecturer(trx, id, fields))) throw new errors.TEACHER_NOT_FOUND()
    await replaceCourses(trx, id, body.course_ids)
    await recordAudit(trx, {
      actorId: staff.userId,
      action: body.id === undefined ? 'teacher.create' : 'teacher.edit',
      subjectType: 'teacher',
      subjectId: String(id),
      details: { fullname, courses: body.course_ids },
    })
    return id
  })
}

/** A retired lecturer leaves the lists and takes no new insights; their insights stay for staff. */
export async function retireLecturer(db: TeachersDb, staff: AuthUser, id: number, retired: boolean) {
  await db.transaction().execute(async (trx) => {
    if (!(await setRetired(trx, id, retired))) throw new errors.TEACHER_NOT_FOUND()
    await recordAudit(trx, {
      actorId: staff.userId,
      action: retired ? 'teacher.retire' : 'teacher.restore',
      subjectType: 'teacher',
      subjectId: String(id),
    })
  })
}

/** A new avatar through the kit's upload handling; the old picture is discarded in the same transaction. */
export async function uploadAvatar(app: TeachersApp, staff: AuthUser, id: number, request: UploadRequest) {
  await app.files.upload(
    request,
    {
      maxBytes: AVATAR_MAX_BYTES,
      accept: imageTypes,
      messages: {
        tooLarge: 'An avatar can be at most 2 MB',
        unsupportedType: 'An avatar must be a PNG, JPEG, GIF or WebP image',
      },
    },
    async (file, trx) => {
      const replaced = await replaceAvatar(trx, id, file.id)
      if (!replaced) throw new errors.TEACHER_NOT_FOUND()
      if (replaced.previous) await app.files.discard(trx, replaced.previous)
      await recordAudit(trx, {
        actorId: staff.userId,
        action: 'teacher.avatar',
        subjectType: 'teacher',
        subjectId: String(id),
        details: { size: file.size, type: file.contentType },
      })
    },
  )
}
