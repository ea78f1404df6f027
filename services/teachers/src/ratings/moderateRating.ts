import type { RatingSetStatusBody } from '@unikit/contracts/teachers'
import { type AuthUser, recordAudit } from '@unikit/service-kit'
import { resolveReports } from '../db/ratingReports.ts'
import { deleteRating, findRating, setRatingStatus } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/**
 * Staff publish, hide or delete an insight (`set_status`); hiding and deleting need a reason. Open
 * reports are resolved by the decision, and the audit log records it in the same transaction.
 */
export async function moderateRating(
  db: TeachersDb,
  staff: AuthUser,
  body: RatingSetStatusBody,
): Promise<void> {
  const reason = body.reason?.trim() ?? ''
  if (body.status !== 'public' && !reason) throw new errors.REASON_REQUIRED()
  await db.transaction().execute(async (trx) => {
    const rating = await findRating(trx, body.id)
    if (!rating) throw new errors.RATING_NOT_FOUND()
    if (body.status === 'deleted') await deleteRating(trx, body.id)
    else {
      await setRatingStatus(trx, body.id, body.status)
      await resolveReports(trx, body.id)
    }
    await recordAudit(trx, {
      actorId: staff.userId,
      action: `rating.${body.status === 'public' ? 'publish' : body.status === 'hidden' ? 'hide' : 'delete'}`,
      subjectType: 'rating',
      subjectId: String(body.id),
      details: {
        from: rating.status,
        reason,
        teacherId: Number(rating.teacher_id),
        note: rating.note.slice(0, 200),
      },
    })
  })
}
