import { freshFromSemester, type RatingListQuery } from '@unikit/contracts/teachers'
import { authErrors } from '@unikit/service-kit'
import { listRatings } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { toRatingView } from './toRatingView.ts'

/**
 * A page of insights: everyone's public ones in the order asked, aged ones after the rest
 * (docs/product/feedback.md#reading-insights), or with `author_id` (the reader's own id or `me`) the reader's own
 * in every status. Another student's by author would unmask who wrote them: 403.
 */
export async function listRatingViews(
  db: TeachersDb,
  readerId: string,
  query: RatingListQuery,
  now = new Date(),
) {
  const { teacher_id, course_id, sort, page, page_size } = query
  // An empty `author_id=` is the original product's "any author".
  const author_id = query.author_id || undefined
  if (author_id !== undefined && author_id !== 'me' && author_id !== readerId) {
    throw new authErrors.FORBIDDEN('You can list only your own insights')
  }
  const scope = author_id ? { authorId: readerId } : ({ public: true } as const)
  const freshFrom = freshFromSemester(now)
  const filter = { teacherId: teacher_id, courseId: course_id, sort, freshFrom }
  const { rows, total } = await listRatings(db, scope, filter, { page, pageSize: page_size }, readerId)
  return { data: rows.map((row) => toRatingView(row, readerId, freshFrom)), total }
}
