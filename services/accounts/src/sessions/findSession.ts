import type { AuthUser } from '@unikit/service-kit'
import type { AccountsDb } from '../db/schema.ts'
import { findLiveSession } from '../db/sessions.ts'
import { hashToken } from '../tokens/secretToken.ts'

/**
 * The live session of a bearer token (not revoked, not expired) with its user, or null. Both the accounts
 * routes and `/internal/sessions/introspect` use it, so every service gets the same answer.
 */
export async function findSession(db: AccountsDb, token: string): Promise<AuthUser | null> {
  const session = await findLiveSession(db, hashToken(token))
  if (!session) return null
  return {
    userId: session.userId,
    verified: session.verifiedAt !== null,
    verifiedAt: session.verifiedAt,
    role: session.role,
    expiresAt: session.expiresAt,
    sessionId: session.sessionId,
  }
}
