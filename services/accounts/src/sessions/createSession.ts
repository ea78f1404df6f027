import type { AccountsDb } from '../db/schema.ts'
import { insertSession } from '../db/sessions.ts'
import { newSecretToken } from '../tokens/secretToken.ts'

const DAY_MS = 86_400_000

/** Starts a session: the bearer token is returned once and only its hash is stored. */
export async function createSession(
  db: AccountsDb,
  userId: string,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newSecretToken()
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS)
  await insertSession(db, { userId, tokenHash: hash, expiresAt })
  return { token, expiresAt }
}
