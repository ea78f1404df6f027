import { sql } from 'kysely'
import type { AccountsDb } from './schema.ts'

export async function insertEmailChange(
  trx: AccountsDb,
  change: { userId: string; oldEmail: string; newEmail: string },
): Promise<void> {
  await trx
    .insertInto('email_changes')
    .values({ user_id: change.userId, old_email: change.oldEmail, new_email: change.newEmail })
    .execute()
}

/**
 * Seconds until the user may change their address again: 0 while fewer than `max` changes fall within the
 * window, else until the oldest of the last `max` leaves it. Call it holding the user's row lock, so two
 * concurrent changes cannot both see room for one.
 */
export async function emailChangeWait(
  db: AccountsDb,
  userId: string,
  max: number,
  windowMs: number,
): Promise<number> {
  const window = sql<Date>`${`${windowMs} milliseconds`}::interval`
  const row = await db
    .selectFrom('email_changes')
    .select(sql<number>`extract(epoch from (created_at + ${window} - now()))`.as('seconds'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - ${window}`)
    .orderBy('created_at', 'desc')
    .offset(max - 1)
    .limit(1)
    .executeTakeFirst()
  return row ? Math.max(1, Math.ceil(Number(row.seconds))) : 0
}
