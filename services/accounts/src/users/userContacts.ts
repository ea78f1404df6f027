import type { AccountsDb } from '../db/schema.ts'
import { findContacts } from '../db/users.ts'
import { isUserId } from './isUserId.ts'

/** Where to mail these users (an id that cannot be one is passed over; a deleted account has no address). */
export function userContacts(db: AccountsDb, userIds: readonly string[]) {
  return findContacts(db, userIds.filter(isUserId))
}
