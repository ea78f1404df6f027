import { editableSince, freshFromSemester, type RatingEditBody } from '@unikit/contracts/teachers'
import type { AuthUser } from '@unikit/service-kit'
import { updateOwnRating } from '../db/ownRatings.ts'
import { findRating } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { checkInsight } from './checkInsight.ts'
import { toRatingView } from './toRatingView.ts'

/**
 * The author edits their insight within 30 days of writing it (docs/product/feedback.md#my-insights): checked as a
 * new one, and moderated again (flagged words hold it for staff; one staff hid or reports took down stays so).
 */
export async function editOwnRating(db: TeachersDb, user: AuthUser, body: RatingEditBody, now = new Date()) {
  const before = await findRating(db, body.id)
  if (!before || before.author_id !== user.userId) throw new errors.RATING_NOT_FOUND()
  const { id, ...insight } = body
  const { teacher_id, ...values } = await checkInsight(db, user, insight, Number(before.teacher_id), now)
  let changed: boolean
  try {
    changed = await updateOwnRating(db, id, editableSince(now), values)
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new errors.INSIGHT_EXISTS({ cause: error })
    throw error
  }
  if (!changed) throw new errors.EDIT_WINDOW_CLOSED()
  const row = await findRating(db, id)
  if (!row) throw new errors.RATING_NOT_FOUND()
  return { data: toRatingView(row, user.userId, freshFromSemester(now)) }
}
