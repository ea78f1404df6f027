import type { ServiceApp } from '@unikit/service-kit'
import { sql } from 'kysely'

type Db = ServiceApp['db']

export interface ThrottleLimits {
  accountMax: number
  ipMax: number
  windowMs: number
}

/** The limits from the service's settings. */
export function throttleLimits(config: ServiceApp['config']): ThrottleLimits {
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
  db: Db,
  emailKey: string,
  ip: string,
  limits: ThrottleLimits,
): Promise<Attempt> {
  const { id } = await db
    .insertInto('login_failures')
    .values({ email_key: emailKey, ip })
    .returning('id')
    .executeTakeFirstOrThrow()
  const since = sql<Date>`now() - ${`${limits.windowMs} milliseconds`}::interval`
  const counts = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where email_key = ${emailKey} and account_cleared_at is null)`.as(
        'account',
      ),
      sql<number>`count(*) filter (where ip = ${ip})`.as('ip'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email_key', '=', emailKey), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow()
  const overAccount = Number(counts.account) > limits.accountMax
  const overIp = Number(counts.ip) > limits.ipMax
  if (!overAccount && !overIp) return { allowed: true, id }

  await db.deleteFrom('login_failures').where('id', '=', id).execute()
  const waits = await Promise.all([
    overAccount ? secondsUntilFree(db, 'email_key', emailKey, limits.accountMax, limits.windowMs) : 0,
    overIp ? secondsUntilFree(db, 'ip', ip, limits.ipMax, limits.windowMs) : 0,
  ])
  return { allowed: false, retryAfterSeconds: Math.max(1, ...waits) }
}

/** When the count drops below the limit: the limit-th most recent failure leaves the window. */
async function secondsUntilFree(
  db: Db,
  column: 'email_key' | 'ip',
  value: string,
  max: number,
  windowMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select(
      sql<number>`extract(epoch from (created_at + ${`${windowMs} milliseconds`}::interval - now()))`.as(
        'seconds',
      ),
    )
    .where(column, '=', value)
    .$if(column === 'email_key', (query) => query.where('account_cleared_at', 'is', null))
    .where('created_at', '>', sql<Date>`now() - ${`${windowMs} milliseconds`}::interval`)
    .orderBy('created_at', 'desc')
    .offset(max - 1)
    .limit(1)
    .executeTakeFirst()
  return Math.ceil(Number(row?.seconds ?? 1))
}

/**
 * A successful sign-in removes its own attempt (not a failure) and clears the account's lockout count. The
 * failures stay for the per-address counts: an attacker's guesses from one address keep counting against it
 * however often the owner signs in.
 */
export async function succeedAttempt(db: Db, emailKey: string, attemptId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', attemptId).execute()
  await db
    .updateTable('login_failures')
    .set({ account_cleared_at: sql<Date>`now()` })
    .where('email_key', '=', emailKey)
    .where('account_cleared_at', 'is', null)
    .execute()
}

/** Drops failures older than the window (housekeeping). */
export async function purgeOldFailures(db: Db, windowMs: number): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('created_at', '<', sql<Date>`now() - ${`${windowMs} milliseconds`}::interval`)
    .execute()
}
