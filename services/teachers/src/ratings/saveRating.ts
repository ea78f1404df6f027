import { isStaffRole } from '@unikit/contracts/accounts'
import { currentSemester, RATING_MAX_TAGS, type RatingSaveBody } from '@unikit/contracts/teachers'
import type { AuthUser } from '@unikit/service-kit'
import { teaches } from '../db/courses.ts'
import { findLecturer } from '../db/lecturers.ts'
import { findRating, upsertRating } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { knownTagNames } from '../db/tags.ts'
import { errors } from '../errors.ts'
import { flaggedWords } from './flaggedWords.ts'
import { toRatingView } from './toRatingView.ts'

/**
 * Saves a student's insight (docs/product/feedback.md#providing-an-insight): the lecturer teaches the course, the
 * year is 2018 to this year (refused, where the old form only warned: docs/decisions/0570-...), the tags are on
 * the list, and staff do not rate. A second save for the same course and semester edits the first.
 */
export async function saveRating(db: TeachersDb, user: AuthUser, body: RatingSaveBody, now = new Date()) {
  if (isStaffRole(user.role)) throw new errors.STAFF_CANNOT_RATE()
  const lastYear = Math.max(currentSemester(now).year, now.getUTCFullYear())
  if (body.year > lastYear) throw new errors.YEAR_OUT_OF_RANGE(String(lastYear))
  if (body.tags.length > RATING_MAX_TAGS) throw new errors.TOO_MANY_TAGS()
  const lecturer = await findLecturer(db, body.teacher_id)
  if (!lecturer || lecturer.retired_at) throw new errors.TEACHER_NOT_FOUND()
  if (!(await teaches(db, body.teacher_id, body.course_id))) throw new errors.COURSE_NOT_TAUGHT()
  const known = await knownTagNames(db, body.tags)
  const unknown = body.tags.find((tag) => !known.has(tag))
  if (unknown) throw new errors.UNKNOWN_TAG(unknown)

  const note = body.note.trim()
  const saved = await upsertRating(db, {
    teacher_id: body.teacher_id,
    course_id: body.course_id,
    author_id: user.userId,
    semester: body.semester,
    year: body.year,
    note,
    tags: body.tags,
    flagged: flaggedWords(note),
    r_all: body.rating.all,
    r_nice: body.rating.nice,
    r_fair: body.rating.fair,
    r_time: body.rating.time,
    r_hard: body.rating.hard,
  })
  const row = await findRating(db, Number(saved.id))
  if (!row) throw new errors.RATING_NOT_FOUND()
  return { data: toRatingView(row, user.userId), created: saved.created }
}
