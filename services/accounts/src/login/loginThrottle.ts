import { withRetryAfter } from '@unikit/service-kit'
import type { AccountsDb } from '../AccountsApp.ts'
import type { AccountsConfig } from '../config.ts'
import {
  clearAccountFailures,
  countLoginFailures,
  deleteLoginFailure,
  insertLoginFailure,
  secondsUntilBelow,
} from '../db/loginFailures.ts'
import { errors } from '../errors.ts'
import { formatWait } from './formatWait.ts'

export interface ThrottleLimits {
  accountMax: number
  ipMax: number
  windowMs: number
}

/** The limits from the service's settings. */
export function throttleLimits(config: AccountsConfig): ThrottleLimits {
  return {
    accountMax: config.LOGIN_ACCOUNT_MAX_FAILURES,
    ipMax: config.LOGIN_IP_MAX_FAILURES,
    windowMs: config.LOGIN_WINDOW_MS,
  }
}

export type Attempt = { allowed: true; id: number } | { allowed: false; retryAfterSeconds: number }

/**
 * Sign-in throttling in the database, so it holds across restarts and instances. Every attempt is written
 * first as a failure, then counted: of any number of concurrent guesses, only as many as the limit see a
 * count within it, so a burst cannot slip past. A refused attempt removes its row (it checked no password);
 * a successful sign-in clears the account's failures for the account only: each still counts for the client
 * address it came from. Unknown addresses count like known ones.
 */
export async function beginAttempt(
  db: AccountsDb,
  emailKey: string,
  ip: string,
  limits: ThrottleLimits,
): Promise<Attempt> {
  const id = await insertLoginFailure(db, emailKey, ip)
  const counts = await countLoginFailures(db, emailKey, ip, limits.windowMs)
  const overAccount = counts.account > limits.accountMax
  const overIp = counts.ip > limits.ipMax
  if (!overAccount && !overIp) return { allowed: true, id }

  await deleteLoginFailure(db, id)
  const waits = await Promise.all([
    overAccount ? secondsUntilBelow(db, 'email_key', emailKey, limits.accountMax, limits.windowMs) : 0,
    overIp ? secondsUntilBelow(db, 'ip', ip, limits.ipMax, limits.windowMs) : 0,
  ])
  return { allowed: false, retryAfterSeconds: Math.max(1, ...waits) }
}

/**
 * A successful sign-in removes its own attempt (not a failure) and clears the account's lockout count. The
 * failures stay for the per-address counts: an attacker's guesses from one address keep counting against it
 * however often the owner signs in.
 */
export async function succeedAttempt(db: AccountsDb, emailKey: string, attemptId: number): Promise<void> {
  await deleteLoginFailure(db, attemptId)
  await clearAccountFailures(db, emailKey)
}

/** 429 TOO_MANY_ATTEMPTS with Retry-After, for an attempt the throttle refused. */
export function throttled(retryAfterSeconds: number) {
  return withRetryAfter(new errors.TOO_MANY_ATTEMPTS(formatWait(retryAfterSeconds)), retryAfterSeconds)
}
