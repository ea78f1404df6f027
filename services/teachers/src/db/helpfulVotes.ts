import { sql } from 'kysely'
import type { TeachersDb } from './schema.ts'

/**
 * Sets whether a student found an insight helpful, moving the insight's count only when the vote itself changed:
 * the key (one row per student and insight) decides, so votes sent at once leave the count equal to the rows.
 * The insight's count afterwards.
 */
export async function setHelpfulVote(
  db: TeachersDb,
  vote: { ratingId: number; voterId: string; helpful: boolean },
): Promise<number> {
  const changed = vote.helpful
    ? await db
        .insertInto('rating_helpful')
        .values({ rating_id: vote.ratingId, voter_id: vote.voterId })
        .onConflict((conflict) => conflict.columns(['rating_id', 'voter_id']).doNothing())
        .returning('rating_id')
        .executeTakeFirst()
    : await db
        .deleteFrom('rating_helpful')
        .where('rating_id', '=', vote.ratingId)
        .where('voter_id', '=', vote.voterId)
        .returning('rating_id')
        .executeTakeFirst()
  const counted = changed
    ? await db
        .updateTable('ratings')
        .set({ helpful_count: sql<number>`helpful_count + ${vote.helpful ? 1 : -1}` })
        .where('id', '=', vote.ratingId)
        .returning('helpful_count')
        .executeTakeFirstOrThrow()
    : await db
        .selectFrom('ratings')
        .select('helpful_count')
        .where('id', '=', vote.ratingId)
        .executeTakeFirstOrThrow()
  return counted.helpful_count
}

/** A deleted account's votes go, and each insight it found helpful counts one fewer. */
export async function eraseHelpfulVotes(db: TeachersDb, voterId: string): Promise<number> {
  const gone = await db
    .deleteFrom('rating_helpful')
    .where('voter_id', '=', voterId)
    .returning('rating_id')
    .execute()
  if (gone.length === 0) return 0
  await db
    .updateTable('ratings')
    .set({ helpful_count: sql<number>`helpful_count - 1` })
    .where(
      'id',
      'in',
      gone.map((row) => row.rating_id),
    )
    .execute()
  return gone.length
}
