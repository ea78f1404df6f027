import { sql } from 'kysely'
import { type RatingValues, statusAfterEdit } from './ratings.ts'
import type { TeachersDb } from './schema.ts'

/**
 * The author's edit of their insight by id, while it was written after `editableSince`: false when there is no
 * such insight of theirs, or it is too old. Moving it onto a course and semester they rated already breaks the
 * unique constraint (23505).
 */
export async function updateOwnRating(
  db: TeachersDb,
  id: number,
  editableSince: Date,
  values: Omit<RatingValues, 'teacher_id'>,
): Promise<boolean> {
  const { author_id, ...changes } = values
  const result = await db
    .updateTable('ratings')
    .set({ ...changes, status: statusAfterEdit(values.flagged.length > 0), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('author_id', '=', author_id)
    .where('created_at', '>', editableSince)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The author deletes their insight while it was written after `editableSince`; false when it is not theirs or too old. */
export async function removeOwnRating(
  db: TeachersDb,
  id: number,
  authorId: string,
  editableSince: Date,
): Promise<boolean> {
  const result = await db
    .deleteFrom('ratings')
    .where('id', '=', id)
    .where('author_id', '=', authorId)
    .where('created_at', '>', editableSince)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
