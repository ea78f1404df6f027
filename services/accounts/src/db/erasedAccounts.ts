import { sql } from 'kysely'
import type { AccountsDb } from './schema.ts'

/** The address a deleted account keeps: unique, never deliverable (`.invalid`, RFC 2606), no one's name. */
export const erasedEmail = (userId: string) => `deleted-${userId}@invalid`

/** The user's row, locked for the deletion, with its password hash; a deleted account is not found. */
export function lockLiveAccount(trx: AccountsDb, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst()
}

/**
 * Deleted: the row stays for the wallet's ledger (money records), without a name, an address, a phone or a
 * password. No password hash matches an empty one, and no sign-in finds an `.invalid` address.
 */
export async function anonymiseAccount(trx: AccountsDb, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      email: erasedEmail(userId),
      first_name: '',
      last_name: '',
      phone: null,
      password_hash: '',
      email_verified_at: null,
      deleted_at: sql<Date>`now()`,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute()
}

/**
 * Ends every way in and drops what the account's sign-ins left: sessions are revoked (kept a day for support,
 * as any ended session), known devices, mailed links and address changes go. Failed sign-ins of the address
 * stay for the throttle's window (LOGIN_WINDOW_MS), then go as every failure does.
 */
export async function endAccountAccess(trx: AccountsDb, user: { id: string }) {
  const sessions = await trx
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  const devices = await trx.deleteFrom('known_devices').where('user_id', '=', user.id).executeTakeFirst()
  const links = await trx.deleteFrom('email_links').where('user_id', '=', user.id).executeTakeFirst()
  const changes = await trx.deleteFrom('email_changes').where('user_id', '=', user.id).executeTakeFirst()
  return {
    sessions: Number(sessions.numUpdatedRows),
    devices: Number(devices.numDeletedRows),
    links: Number(links.numDeletedRows),
    addressChanges: Number(changes.numDeletedRows),
  }
}
