import { editableSince } from '@unikit/contracts/teachers'
import type { AuthUser } from '@unikit/service-kit'
import { removeOwnRating } from '../db/ownRatings.ts'
import { findRating } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** The author deletes their insight within 30 days of writing it (docs/product/feedback.md#my-insights). */
export async function deleteOwnRating(db: TeachersDb, user: AuthUser, id: number, now = new Date()) {
  const rating = await findRating(db, id)
  if (!rating || rating.author_id !== user.userId) throw new errors.RATING_NOT_FOUND()
  if (!(await removeOwnRating(db, id, user.userId, editableSince(now)))) throw new errors.EDIT_WINDOW_CLOSED()
}
