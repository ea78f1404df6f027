import { sql } from 'kysely'
import type { AccountsDb, LinkPurpose } from './schema.ts'

export async function insertLink(
  db: AccountsDb,
  link: { userId: string; purpose: LinkPurpose; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('email_links')
    .values({
      user_id: link.userId,
      purpose: link.purpose,
      token_hash: link.tokenHash,
      email: link.email,
      expires_at: link.expiresAt,
    })
    .execute()
}

/** A link that can still be used, without using it. */
export function findUsableLink(db: AccountsDb, tokenHash: string, purpose: LinkPurpose) {
  return db
    .selectFrom('email_links')
    .select(['id', 'user_id as userId', 'email'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
}

/**
 * Uses a link once: the conditional update lets exactly one of two concurrent uses through. Returns the
 * link's user and address, or undefined when it is unknown, used or expired.
 */
export function consumeLink(db: AccountsDb, tokenHash: string, purpose: LinkPurpose) {
  return db
    .updateTable('email_links')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id as userId', 'email'])
    .executeTakeFirst()
}

/** Ends a user's unused links of one purpose. */
export async function retireLinks(db: AccountsDb, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .updateTable('email_links')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
}

/** How many links of a purpose a user was sent since `sinceMs` ago. */
export async function countRecentLinks(
  db: AccountsDb,
  userId: string,
  purpose: LinkPurpose,
  sinceMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('email_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(Date.now() - sinceMs))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Links that ended more than a day ago can never be used again. */
export async function purgeEndedLinks(db: AccountsDb): Promise<void> {
  await db.deleteFrom('email_links').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute()
}
