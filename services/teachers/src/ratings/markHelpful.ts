import { isStaffRole } from '@unikit/contracts/accounts'
import type { RatingHelpfulBody } from '@unikit/contracts/teachers'
import type { AuthUser } from '@unikit/service-kit'
import { setHelpfulVote } from '../db/helpfulVotes.ts'
import { findRating } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/**
 * A student marks a public insight helpful, or takes the mark back (docs/product/feedback.md#reading-insights): one
 * vote per student and insight, never on their own, not by staff. The count and the reader's vote afterwards.
 */
export async function markHelpful(db: TeachersDb, user: AuthUser, body: RatingHelpfulBody) {
  if (isStaffRole(user.role)) throw new errors.STAFF_CANNOT_RATE()
  return db.transaction().execute(async (trx) => {
    const rating = await findRating(trx, body.id)
    if (rating?.status !== 'public') throw new errors.RATING_NOT_FOUND()
    if (rating.author_id === user.userId) throw new errors.CANNOT_VOTE_OWN()
    const helpful = await setHelpfulVote(trx, {
      ratingId: body.id,
      voterId: user.userId,
      helpful: body.helpful,
    })
    return { helpful, helped: body.helpful }
  })
}
