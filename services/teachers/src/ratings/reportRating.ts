import { RATING_REPORTS_TO_HIDE, type RatingReportBody } from '@unikit/contracts/teachers'
import type { AuthUser } from '@unikit/service-kit'
import { hideWhenReported, insertReport } from '../db/ratingReports.ts'
import { findRating } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/**
 * A student reports an insight: it joins the staff queue, and the third open report takes it off the list until
 * staff decide (docs/product/feedback.md#moderation). One report per student and insight.
 */
export async function reportRating(db: TeachersDb, user: AuthUser, body: RatingReportBody): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rating = await findRating(trx, body.id)
    if (!rating || (rating.status !== 'public' && rating.author_id !== user.userId)) {
      throw new errors.RATING_NOT_FOUND()
    }
    if (rating.author_id === user.userId) throw new errors.CANNOT_REPORT_OWN()
    const added = await insertReport(trx, {
      ratingId: body.id,
      reporterId: user.userId,
      reason: body.reason,
      note: body.note.trim(),
    })
    if (!added) throw new errors.ALREADY_REPORTED()
    await hideWhenReported(trx, body.id, RATING_REPORTS_TO_HIDE)
  })
}
