import { type ErasedUser, redactAudit } from '@unikit/service-kit'
import type { Transaction } from 'kysely'
import { eraseCourseStars } from '../db/courseStars.ts'
import { anonymiseInsights, ERASED_NOTE, eraseRatingReports } from '../db/erasedAuthors.ts'
import { eraseHelpfulVotes } from '../db/helpfulVotes.ts'
import type { TeachersDatabase } from '../db/schema.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/**
 * A deleted account in Feedback (docs/decisions/0630-delete-my-account.md): insights keep their scores and tags
 * without their note or author, reports go (an open one keeps its reason), helpful votes go (the insights count one
 * fewer), staff's log drops the copy of a note it kept, and the courses they starred go.
 */
export async function eraseUser(
  _app: TeachersApp,
  trx: Transaction<TeachersDatabase>,
  user: ErasedUser,
): Promise<Record<string, number>> {
  const insights = await anonymiseInsights(trx, user.userId)
  return {
    insights: insights.length,
    // Staff's moderation entries copied the note (ratings/moderateRating.ts).
    auditNotes: await redactAudit(trx, { type: 'rating', ids: insights }, ['note'], ERASED_NOTE),
    reports: await eraseRatingReports(trx, user.userId),
    helpfulVotes: await eraseHelpfulVotes(trx, user.userId),
    courseStars: await eraseCourseStars(trx, user.userId),
  }
}
