import type { AuthUser, ServiceApp } from '@unikit/service-kit'
import { sql } from 'kysely'
import { hashToken } from '../tokens/secretToken.ts'

/**
 * The live session of a bearer token (not revoked, not expired) with its user, or null. Both the accounts
 * routes and `/internal/sessions/introspect` use it, so every service gets the same answer.
 */
export async function findSession(db: ServiceApp['db'], token: string): Promise<AuthUser | null> {
  const session = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'users.id as userId',
      'users.role as role',
      'users.email_verified_at as verifiedAt',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  if (!session) return null
  return {
    userId: session.userId,
    verified: session.verifiedAt !== null,
    role: session.role,
    expiresAt: session.expiresAt,
    sessionId: session.sessionId,
  }
}
