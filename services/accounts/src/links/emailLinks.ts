import { consumeLink, findUsableLink, insertLink, retireLinks } from '../db/emailLinks.ts'
import type { AccountsDb, LinkPurpose } from '../db/schema.ts'
import { hashToken, newSecretToken } from '../tokens/secretToken.ts'

/** How long a link works: a week to confirm an address, an hour to reset a password, 15 minutes to sign in. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  verify: 7 * 86_400_000,
  reset: 3_600_000,
  signin: 15 * 60_000,
}

/** The page of the shell that opens each kind of link. */
const LINK_PAGE: Record<LinkPurpose, string> = { verify: '/u/verify', reset: '/u/reset', signin: '/u/signin' }

export interface IssuedLink {
  url: string
  expiresAt: Date
}

/**
 * Stores a new one-time link for `email` (its token's hash only) and returns the URL to e-mail. A new reset or
 * sign-in link retires the user's unused ones of its kind: only the newest mail works, so an older one lying in an
 * inbox (or a mail someone else read) stops working. Verification links stay: any of them only confirms the
 * address it was sent to.
 */
export async function issueLink(
  db: AccountsDb,
  input: { userId: string; purpose: LinkPurpose; email: string; publicOrigin: string },
): Promise<IssuedLink> {
  if (input.purpose !== 'verify') await retireLinks(db, input.userId, input.purpose)
  const { token, hash } = newSecretToken()
  const expiresAt = new Date(Date.now() + LINK_TTL_MS[input.purpose])
  await insertLink(db, {
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hash,
    email: input.email,
    expiresAt,
  })
  const url = new URL(LINK_PAGE[input.purpose], input.publicOrigin)
  url.searchParams.set('token', token)
  return { url: url.toString(), expiresAt }
}

/** A link that can still be used, without using it (to check a new password before spending the link). */
export function peekLink(db: AccountsDb, token: string, purpose: LinkPurpose) {
  return findUsableLink(db, hashToken(token), purpose)
}

/** Uses a link once; its user and address, or undefined when it is unknown, used or expired. */
export function useLink(db: AccountsDb, token: string, purpose: LinkPurpose) {
  return consumeLink(db, hashToken(token), purpose)
}
