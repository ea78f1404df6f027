import type { ServiceApp } from '@unikit/service-kit'
import { newSecretToken } from '../tokens/secretToken.ts'

const DAY_MS = 86_400_000

/** Starts a session: the bearer token is returned once and only its hash is stored. */
export async function createSession(
  db: ServiceApp['db'],
  userId: string,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newSecretToken()
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS)
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hash, expires_at: expiresAt })
    .execute()
  return { token, expiresAt }
}
