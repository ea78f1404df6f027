import type { Migrations } from '@unikit/service-kit'
import * as createUsers from './0001_create_users.ts'
import * as sessionsLinksWallet from './0002_sessions_links_wallet.ts'

/** Every migration of the service, by name; the kit applies them in name order at start. */
export const migrations: Migrations = {
  '0001_create_users': createUsers,
  '0002_sessions_links_wallet': sessionsLinksWallet,
}
