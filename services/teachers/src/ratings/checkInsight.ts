import { isStaffRole } from '@unikit/contracts/accounts'
import { currentSemester, RATING_MAX_TAGS, type RatingSaveBody } from '@unikit/contracts/teachers'
import type { AuthUser } from '@unikit/service-kit'
import { teaches } from '../db/courses.ts'
import { findLecturer } from '../db/lecturers.ts'
import type { RatingValues } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { knownTagNames } from '../db/tags.ts'
import { errors } from '../errors.ts'
import { flaggedWords } from './flaggedWords.ts'

/**
 * What a new or edited insight must be (docs/product/feedback.md#providing-an-insight): written by a student, about
 * a lecturer still teaching the course, in 2018 to this year (refused, where the old form only warned:
 * docs/decisions/0570-an-insight-year-is-refused-not-warned.md), with tags from the list; its note goes through the
 * word list. The row's values, or the refusal.
 */
export async function checkInsight(
  db: TeachersDb,
  user: AuthUser,
  body: Omit<RatingSaveBody, 'teacher_id'>,
  teacherId: number,
  now: Date,
): Promise<RatingValues> {
  if (isStaffRole(user.role)) throw new errors.STAFF_CANNOT_RATE()
  const lastYear = Math.max(currentSemester(now).year, now.getUTCFullYear())
  if (body.year > lastYear) throw new errors.YEAR_OUT_OF_RANGE(String(lastYear))
  if (body.tags.length > RATING_MAX_TAGS) throw new errors.TOO_MANY_TAGS()
  const lecturer = await findLecturer(db, teacherId)
  if (!lecturer || lecturer.retired_at) throw new errors.TEACHER_NOT_FOUND()
  if (!(await teaches(db, teacherId, body.course_id))) throw new errors.COURSE_NOT_TAUGHT()
  const known = await knownTagNames(db, body.tags)
  const unknown = body.tags.find((tag) => !known.has(tag))
  if (unknown) throw new errors.UNKNOWN_TAG(unknown)
  const note = body.note.trim()
  return {
    teacher_id: teacherId,
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
    would_take_again: body.would_take_again ?? null,
    grade: body.grade ?? null,
  }
}
