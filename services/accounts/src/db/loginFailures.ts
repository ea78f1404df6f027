import { sql } from 'kysely'
import type { AccountsDb } from '../AccountsApp.ts'

const windowStart = (windowMs: number) => sql<Date>`now() - ${`${windowMs} milliseconds`}::interval`

export async function insertLoginFailure(db: AccountsDb, emailKey: string, ip: string): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ email_key: emailKey, ip })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Failures within the window: of the account (not cleared by a sign-in since) and of the client address. */
export async function countLoginFailures(db: AccountsDb, emailKey: string, ip: string, windowMs: number) {
  const counts = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where email_key = ${emailKey} and account_cleared_at is null)`.as(
        'account',
      ),
      sql<number>`count(*) filter (where ip = ${ip})`.as('ip'),
    ])
    .where('created_at', '>', windowStart(windowMs))
    .where((eb) => eb.or([eb('email_key', '=', emailKey), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow()
  return { account: Number(counts.account), ip: Number(counts.ip) }
}

export async function deleteLoginFailure(db: AccountsDb, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute()
}

/** A sign-in of the account: its failures stop counting for it (they still count for their addresses). */
export async function clearAccountFailures(db: AccountsDb, emailKey: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ account_cleared_at: sql<Date>`now()` })
    .where('email_key', '=', emailKey)
    .where('account_cleared_at', 'is', null)
    .execute()
}

/** When the count of an account or address drops below `max`: the max-th most recent failure leaves the window. */
export async function secondsUntilBelow(
  db: AccountsDb,
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
    .where('created_at', '>', windowStart(windowMs))
    .orderBy('created_at', 'desc')
    .offset(max - 1)
    .limit(1)
    .executeTakeFirst()
  return Math.ceil(Number(row?.seconds ?? 1))
}

export async function purgeOldFailures(db: AccountsDb, windowMs: number): Promise<void> {
  await db.deleteFrom('login_failures').where('created_at', '<', windowStart(windowMs)).execute()
}
