import type { RatingReportBody } from '@unikit/contracts/teachers'
import type { AuthUser } from '@unikit/service-kit'
import { lockRating } from '../db/ratingLocks.ts'
import { holdWhenReported, insertReport } from '../db/ratingReports.ts'
import { errors } from '../errors.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/**
 * A student reports an insight, saying why (docs/product/feedback.md#reports): it joins the staff queue, and it
 * comes off the list before staff decide only when REPORTS_TO_HOLD reports come from accounts verified for
 * REPORT_TRUSTED_AFTER_DAYS or more; reports from newer accounts wait for staff. One report per student and
 * insight; the insight is locked while its reports are counted, so reports sent at once cannot miss the count.
 */
export async function reportRating(app: TeachersApp, user: AuthUser, body: RatingReportBody): Promise<void> {
  const note = body.note.trim()
  if (body.reason === 'other' && !note) throw new errors.REPORT_NOTE_REQUIRED()
  await app.db.transaction().execute(async (trx) => {
    const rating = await lockRating(trx, body.id)
    if (!rating || (rating.status !== 'public' && rating.author_id !== user.userId)) {
      throw new errors.RATING_NOT_FOUND()
    }
    if (rating.author_id === user.userId) throw new errors.CANNOT_REPORT_OWN()
    const added = await insertReport(trx, {
      ratingId: body.id,
      reporterId: user.userId,
      reason: body.reason,
      note,
      reporterVerifiedAt: user.verifiedAt ?? null,
    })
    if (!added) throw new errors.ALREADY_REPORTED()
    await holdWhenReported(trx, body.id, {
      reports: app.config.REPORTS_TO_HOLD,
      trustedAfterDays: app.config.REPORT_TRUSTED_AFTER_DAYS,
    })
  })
}
