import type { Insertable } from 'kysely'
import { sql } from 'kysely'
import type { AccountsDb, NotificationsTable } from './schema.ts'

/** Adds the notices the inbox does not have yet (by id); the ones it added. */
export function insertNewNotices(trx: AccountsDb, rows: Insertable<NotificationsTable>[]) {
  if (rows.length === 0) return Promise.resolve([])
  return trx
    .insertInto('notifications')
    .values(rows)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning(['id', 'user_id', 'kind', 'title', 'body', 'link'])
    .execute()
}

/** One page of a student's notices, newest first, with one more row than asked when there is another page. */
export function listNotices(db: AccountsDb, userId: string, page: number, pageSize: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute()
}

export async function countUnread(db: AccountsDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Marks one of the student's notices read (someone else's is left alone); whether it was theirs. */
export async function markNoticeRead(db: AccountsDb, userId: string, id: string): Promise<boolean> {
  const found = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(found.numUpdatedRows) > 0
}

export async function markAllNoticesRead(db: AccountsDb, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute()
}

/** The kinds each of these users turned the mail of off. */
export function mailOffKinds(db: AccountsDb, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('notification_settings')
    .select(['user_id', 'kind'])
    .where('user_id', 'in', [...userIds])
    .where('mail', '=', false)
    .execute()
}

export function listNoticeSettings(db: AccountsDb, userId: string) {
  return db
    .selectFrom('notification_settings')
    .select(['kind', 'mail'])
    .where('user_id', '=', userId)
    .execute()
}

export async function saveNoticeSetting(db: AccountsDb, userId: string, kind: string, mail: boolean) {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, kind, mail })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet({ mail, updated_at: sql<Date>`now()` }),
    )
    .execute()
}

/** A deleted account's inbox and settings go with it (docs/decisions/0630-delete-my-account.md). */
export async function deleteNoticesOf(trx: AccountsDb, userId: string): Promise<void> {
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute()
  await trx.deleteFrom('notification_settings').where('user_id', '=', userId).execute()
}

/** Everything the inbox keeps about a user, for "Download my data". */
export function noticesForExport(db: AccountsDb, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['service', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
}
