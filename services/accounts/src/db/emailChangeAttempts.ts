import { sql } from 'kysely'
import type { AccountsDb } from './schema.ts'

export async function insertEmailChangeAttempt(trx: AccountsDb, userId: string): Promise<void> {
  await trx.insertInto('email_change_attempts').values({ user_id: userId }).execute()
}

/**
 * Seconds until the user may try another address: 0 while fewer than `max` attempts fall within the window, else
 * until the oldest of the last `max` leaves it. Call it holding the user's row lock.
 */
export async function emailChangeAttemptWait(
  db: AccountsDb,
  userId: string,
  max: number,
  windowMs: number,
): Promise<number> {
  const window = sql<Date>`${`${windowMs} milliseconds`}::interval`
  const row = await db
    .selectFrom('email_change_attempts')
    .select(sql<number>`extract(epoch from (created_at + ${window} - now()))`.as('seconds'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - ${window}`)
    .orderBy('created_at', 'desc')
    .offset(max - 1)
    .limit(1)
    .executeTakeFirst()
  return row ? Math.max(1, Math.ceil(Number(row.seconds))) : 0
}

export async function purgeOldEmailChangeAttempts(db: AccountsDb, windowMs: number): Promise<void> {
  await db
    .deleteFrom('email_change_attempts')
    .where('created_at', '<', sql<Date>`now() - ${`${windowMs} milliseconds`}::interval`)
    .execute()
}
