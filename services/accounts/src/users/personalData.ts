import type { AccountsApp } from '../AccountsApp.ts'
import { findPersonalRecords } from '../db/personalRecords.ts'

/**
 * What accounts keeps about a user (docs/product/platform.md#your-data): the profile, sign-in sessions and known
 * devices (never a token or a password hash), mails sent to confirm or reset, address changes, the wallet and the
 * notices in the inbox.
 */
export function personalData(app: AccountsApp, userId: string): Promise<Record<string, unknown>> {
  return findPersonalRecords(app.db, userId)
}
