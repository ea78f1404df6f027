import { sql } from 'kysely'
import type { AccountsDb } from './schema.ts'

export async function insertSession(
  db: AccountsDb,
  session: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ user_id: session.userId, token_hash: session.tokenHash, expires_at: session.expiresAt })
    .execute()
}

/** The live session (not revoked, not expired) of a token's hash, with what every service needs of its user. */
export function findLiveSession(db: AccountsDb, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'users.id as userId',
      'users.role as role',
      'users.email_verified_at as verifiedAt',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
}

/** Ends the session of one token's hash; one already ended or unknown changes nothing. */
export async function revokeSessionByTokenHash(db: AccountsDb, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends every live session of a user, but `keepSessionId` (the one making the change) when given. */
export async function revokeUserSessions(
  db: AccountsDb,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keepSessionId) query = query.where('id', '<>', keepSessionId)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Sessions that ended more than a day ago can never be used again (a day of history helps support). */
export async function purgeEndedSessions(db: AccountsDb): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute()
}
