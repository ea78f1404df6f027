import { sql } from 'kysely'
import type { AccountsDb } from './schema.ts'

const windowStart = (windowMs: number) => sql<Date>`now() - ${`${windowMs} milliseconds`}::interval`

export async function insertLoginFailure(
  db: AccountsDb,
  emailKey: string,
  ip: string,
  deviceId: string | null,
): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ email_key: emailKey, ip, device_id: deviceId })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Which failures a limit counts: an account's from one source, from unknown devices or from one device, or an address's. */
export type FailureScope =
  | { kind: 'source'; emailKey: string; ip: string }
  | { kind: 'strangers'; emailKey: string }
  | { kind: 'device'; emailKey: string; deviceId: string }
  | { kind: 'ip'; ip: string }

function inScope(scope: FailureScope) {
  switch (scope.kind) {
    case 'source':
      return sql<boolean>`email_key = ${scope.emailKey} and ip = ${scope.ip} and account_cleared_at is null`
    case 'strangers':
      return sql<boolean>`email_key = ${scope.emailKey} and device_id is null and account_cleared_at is null`
    case 'device':
      return sql<boolean>`email_key = ${scope.emailKey} and device_id = ${scope.deviceId} and account_cleared_at is null`
    case 'ip':
      return sql<boolean>`ip = ${scope.ip} and device_id is null`
  }
}

/** Failures within the window in each scope, in one query. */
export async function countLoginFailures(db: AccountsDb, scopes: FailureScope[], windowMs: number) {
  if (scopes.length === 0) return []
  const row = await db
    .selectFrom('login_failures')
    .select(
      scopes.map((scope, index) => sql<number>`count(*) filter (where ${inScope(scope)})`.as(`n${index}`)),
    )
    .where('created_at', '>', windowStart(windowMs))
    .where(sql<boolean>`(${sql.join(scopes.map(inScope), sql` or `)})`)
    .executeTakeFirstOrThrow()
  return scopes.map((_, index) => Number((row as Record<string, unknown>)[`n${index}`]))
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

/** When the count of a scope drops below `max`: the max-th most recent failure leaves the window. */
export async function secondsUntilBelow(
  db: AccountsDb,
  scope: FailureScope,
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
    .where(inScope(scope))
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
