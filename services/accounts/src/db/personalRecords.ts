import { noticesForExport } from './notifications.ts'
import type { AccountsDb } from './schema.ts'

/**
 * Every row accounts keeps about a user that they may read: the profile, sessions and known devices (never a token
 * or a password hash), mail links, address changes, the ledger and the
 * notices in the inbox.
 */
export async function findPersonalRecords(db: AccountsDb, userId: string) {
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
