import type { AccountsDb } from '../db/schema.ts'
import { revokeSessionByTokenHash } from '../db/sessions.ts'
import { hashToken } from '../tokens/secretToken.ts'

/** Sign-out: ends the session of one bearer token (other services stop trusting it within AUTH_CACHE_TTL_MS). */
export function endSession(db: AccountsDb, token: string): Promise<void> {
  return revokeSessionByTokenHash(db, hashToken(token))
}
