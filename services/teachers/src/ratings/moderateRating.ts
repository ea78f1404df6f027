import type { RatingSetStatusBody } from '@unikit/contracts/teachers'
import { type AuthUser, recordAudit } from '@unikit/service-kit'
import { lockRating } from '../db/ratingLocks.ts'
import { resolveReports } from '../db/ratingReports.ts'
import { deleteRating, findRating, setRatingStatus } from '../db/ratings.ts'
import { errors } from '../errors.ts'
import type { TeachersApp } from '../TeachersApp.ts'

const actions = { public: 'publish', hidden: 'hide', deleted: 'delete' } as const

/**
 * Staff publish, hide or delete an insight (`set_status`); hiding and deleting need a reason, which the author
 * reads. Open reports are resolved by the decision; the audit log and, when the insight's fate changed, a notice
 * to its author (docs/product/feedback.md#my-insights) are written in the same transaction.
 */
export async function moderateRating(
  app: TeachersApp,
  staff: AuthUser,
  body: RatingSetStatusBody,
): Promise<void> {
  const reason = body.reason?.trim() ?? ''
  if (body.status !== 'public' && !reason) throw new errors.REASON_REQUIRED()
  await app.db.transaction().execute(async (trx) => {
    await lockRating(trx, body.id)
    const rating = await findRating(trx, body.id)
    if (!rating) throw new errors.RATING_NOT_FOUND()
    if (body.status === 'deleted') await deleteRating(trx, body.id)
    else {
      await setRatingStatus(trx, body.id, body.status, body.status === 'hidden' ? reason : null)
      await resolveReports(trx, body.id)
    }
    await recordAudit(trx, {
      actorId: staff.userId,
      action: `rating.${actions[body.status]}`,
      subjectType: 'rating',
      subjectId: String(body.id),
      details: {
        from: rating.status,
        reason,
        teacherId: Number(rating.teacher_id),
        note: rating.note.slice(0, 200),
      },
    })
    // Accounts drops a notice to an account that is gone (an erased author's insight).
    if (rating.status === body.status) return
    const insight = { insightId: body.id, teacherName: rating.teacher_name, courseCode: rating.course_code }
    const link = '/feedback/mine'
    const userId = rating.author_id
    if (body.status === 'public') {
      await app.notices.notify(trx, { userId, kind: 'insight.published', params: insight, link })
    } else if (body.status === 'hidden') {
      await app.notices.notify(trx, { userId, kind: 'insight.hidden', params: { ...insight, reason }, link })
    } else {
      await app.notices.notify(trx, { userId, kind: 'insight.deleted', params: { ...insight, reason }, link })
    }
  })
}
