import { withRetryAfter } from '@unikit/service-kit'
import type { AccountsConfig } from '../config.ts'
import {
  clearAccountFailures,
  countLoginFailures,
  deleteLoginFailure,
  type FailureScope,
  insertLoginFailure,
  secondsUntilBelow,
} from '../db/loginFailures.ts'
import type { AccountsDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { formatWait } from './formatWait.ts'

export interface ThrottleLimits {
  /** Failures of one account from one source (its client address, or one known device). */
  sourceMax: number
  /** Failures of one account from every device it was never signed in on. */
  strangersMax: number
  ipMax: number
  windowMs: number
}

/** The limits from the service's settings. */
export function throttleLimits(config: AccountsConfig): ThrottleLimits {
  return {
    sourceMax: config.LOGIN_ACCOUNT_MAX_FAILURES,
    strangersMax: config.LOGIN_ACCOUNT_MAX_STRANGER_FAILURES,
    ipMax: config.LOGIN_IP_MAX_FAILURES,
    windowMs: config.LOGIN_WINDOW_MS,
  }
}

export type Attempt = { allowed: true; id: number } | { allowed: false; retryAfterSeconds: number }

/**
 * Sign-in throttling in the database, so it holds across restarts and instances
 * (docs/decisions/0606-sign-in-throttled-per-source-with-known-devices.md). Every attempt is written first as a
 * failure, then counted: of any number of concurrent guesses, only as many as a limit allows see a count within
 * it. Limits: an account's failures from one client address; from all devices it was never signed in on (so a
 * guesser spread over many addresses is held too); from one known device; and an address's across accounts.
 * A known device (its cookie) is not held by strangers' guesses: the owner gets in while the account is under
 * attack. A refused attempt removes its row (it checked no password). Unknown addresses count like known ones.
 */
export async function beginAttempt(
  db: AccountsDb,
  attempt: { emailKey: string; ip: string; deviceId: string | undefined },
  limits: ThrottleLimits,
): Promise<Attempt> {
  const { emailKey, ip, deviceId } = attempt
  const id = await insertLoginFailure(db, emailKey, ip, deviceId ?? null)
  // A known device is held only by its own failures: neither strangers' guesses at the account nor a campus
  // address's failures across accounts keep its owner out (docs/decisions/0731-campus-limits-and-address-changes.md).
  const checks: [FailureScope, number][] = deviceId
    ? [[{ kind: 'device', emailKey, deviceId }, limits.sourceMax]]
    : [
        [{ kind: 'source', emailKey, ip }, limits.sourceMax],
        [{ kind: 'strangers', emailKey }, limits.strangersMax],
        [{ kind: 'ip', ip }, limits.ipMax],
      ]
  const counts = await countLoginFailures(
    db,
    checks.map(([scope]) => scope),
    limits.windowMs,
  )
  const over = checks.filter(([, max], index) => (counts[index] ?? 0) > max)
  if (over.length === 0) return { allowed: true, id }

  await deleteLoginFailure(db, id)
  const waits = await Promise.all(
    over.map(([scope, max]) => secondsUntilBelow(db, scope, max, limits.windowMs)),
  )
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
