import { type AuthUser, createServiceClient, fetchUserContacts } from '@unikit/service-kit'
import { claimsOfAddress } from '../db/claimsOfAddress.ts'
import { normalizeEmail } from '../email/normalizeEmail.ts'
import type { GiftsApp } from '../GiftsApp.ts'

/**
 * What the gift host keeps about a user (docs/product/platform.md#your-data): the claims made with the account's
 * address, as the claims are keyed by address, not by account. Only for a verified address, since an account whose
 * address is unconfirmed has not shown it owns the inbox; and never the prize code, which only the mail carries
 * (docs/decisions/0095-prize-code-only-in-the-mail.md).
 */
export async function personalData(
  app: GiftsApp,
  userId: string,
  user: AuthUser,
): Promise<Record<string, unknown>> {
  if (!user.verified) {
    return { claims: [], note: 'Claims made with your address are listed once your address is verified.' }
  }
  const accounts = createServiceClient({
    baseUrl: app.config.ACCOUNTS_URL,
    name: 'accounts',
    timeoutMs: 5000,
    ...(app.config.INTERNAL_TOKEN ? { internalToken: app.config.INTERNAL_TOKEN } : {}),
  })
  const contact = (await fetchUserContacts(accounts, [userId])).get(userId)
  const key = contact ? normalizeEmail(contact.email) : null
  return { claims: key ? await claimsOfAddress(app.db, key) : [] }
}
