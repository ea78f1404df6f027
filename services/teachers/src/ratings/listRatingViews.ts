import type { RatingListQuery } from '@unikit/contracts/teachers'
import { authErrors } from '@unikit/service-kit'
import { listRatings } from '../db/ratings.ts'
import type { TeachersDb } from '../db/schema.ts'
import { toRatingView } from './toRatingView.ts'

/**
 * A page of insights, newest first: everyone's public ones, or with `author_id` (the reader's own id or `me`) the
 * reader's own in every status. Another student's by author would unmask who wrote them: 403.
 */
export async function listRatingViews(db: TeachersDb, readerId: string, query: RatingListQuery) {
  const { teacher_id, course_id, page, page_size } = query
  // An empty `author_id=` is the original product's "any author".
  const author_id = query.author_id || undefined
  if (author_id !== undefined && author_id !== 'me' && author_id !== readerId) {
    throw new authErrors.FORBIDDEN('You can list only your own insights')
  }
  const scope = author_id ? { authorId: readerId } : ({ public: true } as const)
  const filter = { teacherId: teacher_id, courseId: course_id }
  const { rows, total } = await listRatings(db, scope, filter, { page, pageSize: page_size })
  return { data: rows.map((row) => toRatingView(row, readerId)), total }
}
