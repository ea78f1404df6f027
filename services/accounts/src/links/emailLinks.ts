import type { ServiceApp } from '@unikit/service-kit'
import { sql } from 'kysely'
import type { LinkPurpose } from '../db/schema.ts'
import { hashToken, newSecretToken } from '../tokens/secretToken.ts'

type Db = ServiceApp['db']

/** How long a link works: a week to confirm an address, an hour to reset a password. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  verify: 7 * 86_400_000,
  reset: 3_600_000,
}

/** The page of the shell that opens each kind of link. */
const LINK_PAGE: Record<LinkPurpose, string> = { verify: '/u/verify', reset: '/u/reset' }

export interface IssuedLink {
  url: string
  expiresAt: Date
}

/**
 * Stores a new one-time link for `email` (its token's hash only) and returns the URL to e-mail. A new reset
 * link retires the user's unused ones: only the newest mail can set a password, so an older one lying in an
 * inbox (or a mail someone else read) stops working. Verification links stay: any of them only confirms the
 * address it was sent to.
 */
export async function issueLink(
  db: Db,
  input: { userId: string; purpose: LinkPurpose; email: string; publicOrigin: string },
): Promise<IssuedLink> {
  if (input.purpose === 'reset') await retireLinks(db, input.userId, 'reset')
  const { token, hash } = newSecretToken()
  const expiresAt = new Date(Date.now() + LINK_TTL_MS[input.purpose])
  await db
    .insertInto('email_links')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: hash,
      email: input.email,
      expires_at: expiresAt,
    })
    .execute()
  const url = new URL(LINK_PAGE[input.purpose], input.publicOrigin)
  url.searchParams.set('token', token)
  return { url: url.toString(), expiresAt }
}

/** A link that can still be used, without using it (to check a new password before spending the link). */
export function findUsableLink(db: Db, token: string, purpose: LinkPurpose) {
  return db
    .selectFrom('email_links')
    .select(['id', 'user_id', 'email'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
}

/**
 * Uses a link once: the conditional update lets exactly one of two concurrent uses through. Returns the
 * link's user and address, or undefined when it is unknown, used or expired.
 */
export function consumeLink(db: Db, token: string, purpose: LinkPurpose) {
  return db
    .updateTable('email_links')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'email'])
    .executeTakeFirst()
}

/** Ends a user's unused links of one purpose (a newer reset link, a password change or reset, a new address). */
export async function retireLinks(db: Db, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .updateTable('email_links')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
}

/** How many links of a purpose a user was sent since `sinceMs` ago (to stop mail flooding). */
export async function countRecentLinks(
  db: Db,
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
  return row.n
}
