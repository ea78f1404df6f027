import { editableSince, freshFromSemester, type RatingSaveBody } from '@unikit/contracts/teachers'
import type { AuthUser } from '@unikit/service-kit'
import { findRating, upsertRating } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { checkInsight } from './checkInsight.ts'
import { toRatingView } from './toRatingView.ts'

/**
 * Saves a student's insight (docs/product/feedback.md#providing-an-insight), checked by `checkInsight`. A second
 * save for the same course and semester edits the first while it is less than 30 days old (EDIT_WINDOW_CLOSED
 * after), and is moderated again.
 */
export async function saveRating(db: TeachersDb, user: AuthUser, body: RatingSaveBody, now = new Date()) {
  const values = await checkInsight(db, user, body, body.teacher_id, now)
  const saved = await upsertRating(db, values, editableSince(now))
  if (!saved) throw new errors.EDIT_WINDOW_CLOSED()
  const row = await findRating(db, Number(saved.id))
  if (!row) throw new errors.RATING_NOT_FOUND()
  return { data: toRatingView(row, user.userId, freshFromSemester(now)), created: saved.created }
}
