import type { AccountsApp } from '../AccountsApp.ts'
import { noticesForExport } from '../db/notifications.ts'

/**
 * What accounts keeps about a user (docs/product/platform.md#your-data): the profile, sign-in sessions and known
 * devices (never a token or a password hash), mails sent to confirm or reset, address changes, the wallet and the
 * notices in the inbox.
 */
export async function personalData(app: AccountsApp, userId: string): Promise<Record<string, unknown>> {
  const { db } = app
  const [profile, sessions, devices, links, addressChanges, ledger, notices] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'phone', 'role', 'email_verified_at', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('known_devices')
      .select(['created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('email_links')
      .select(['purpose', 'email', 'created_at', 'expires_at', 'used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('email_changes').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('ledger')
      .select(['kind', 'amount', 'reason', 'balance_after', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    noticesForExport(db, userId),
  ])
  return { profile: profile ?? null, sessions, devices, links, addressChanges, ledger, notices }
}
