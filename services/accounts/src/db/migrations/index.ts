import type { Migrations } from '@unikit/service-kit'
import * as createUsers from './0001_create_users.ts'
import * as sessionsLinksWallet from './0002_sessions_links_wallet.ts'
import * as loginFailuresCleared from './0003_login_failures_cleared.ts'
import * as emailChanges from './0004_email_changes.ts'
import * as staffRole from './0005_staff_role.ts'
import * as knownDevices from './0006_known_devices.ts'
import * as signinLinks from './0007_signin_links.ts'
import * as accountErasure from './0008_account_erasure.ts'
import * as notifications from './0009_notifications.ts'
import * as emailChangeAttempts from './0010_email_change_attempts.ts'
import * as ledgerKinds from './0011_ledger_kinds.ts'

/** Every migration of the service, by name; the kit applies them in name order at start. */
export const migrations: Migrations = {
  '0001_create_users': createUsers,
  '0002_sessions_links_wallet': sessionsLinksWallet,
  '0003_login_failures_cleared': loginFailuresCleared,
  '0004_email_changes': emailChanges,
  '0005_staff_role': staffRole,
  '0006_known_devices': knownDevices,
  '0007_signin_links': signinLinks,
  '0008_account_erasure': accountErasure,
  '0009_notifications': notifications,
  '0010_email_change_attempts': emailChangeAttempts,
  '0011_ledger_kinds': ledgerKinds,
}
