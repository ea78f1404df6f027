import { createHash } from 'node:crypto'
import type { AuthUser, SessionVerifier } from './AuthUser.ts'

export interface VerifierCacheOptions {
  /** How long a live session is trusted without asking again; 0 turns the cache off. */
  ttlMs: number
  maxEntries?: number
  now?: () => number
}

/**
 * Remembers live sessions for a short while, keyed by the SHA-256 of the token (the token itself is never
 * kept), so a page's burst of calls asks accounts once. Refusals and unconfirmed addresses are not remembered: a token that failed may
 * be checked again at once. Concurrent checks of one token share one question.
 */
export function cachedVerifier(verify: SessionVerifier, options: VerifierCacheOptions): SessionVerifier {
  const { ttlMs, maxEntries = 10_000, now = Date.now } = options
  if (ttlMs <= 0) return verify
  const cache = new Map<string, { user: AuthUser; until: number }>()
  const pending = new Map<string, Promise<AuthUser | null>>()

  const remember = (key: string, user: AuthUser) => {
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next().value
      if (oldest !== undefined) cache.delete(oldest)
    }
    cache.set(key, { user, until: Math.min(now() + ttlMs, user.expiresAt.getTime()) })
  }

  return async (token, request) => {
    const key = createHash('sha256').update(token).digest('hex')
    const hit = cache.get(key)
    if (hit && hit.until > now()) return hit.user
    if (hit) cache.delete(key)
    let question = pending.get(key)
    if (!question) {
      question = verify(token, request)
        .then((user) => {
          // An unconfirmed address is asked about again each time: a student who has just opened the link must
          // not be refused for the cache's seconds (docs/decisions/0550-unconfirmed-sessions-are-not-cached.md).
          if (user?.verified) remember(key, user)
          return user
        })
        .finally(() => pending.delete(key))
      pending.set(key, question)
    }
    return question
  }
}
