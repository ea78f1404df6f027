import type { ServiceApp } from '@unikit/service-kit'
import { sql } from 'kysely'
import { hashToken } from '../tokens/secretToken.ts'

type Db = ServiceApp['db']

/** Ends the session of one bearer token (sign-out); a token already ended or unknown changes nothing. */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends every live session of a user, but `keepSessionId` (the one changing the password) when given. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keepSessionId) query = query.where('id', '<>', keepSessionId)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}
