import { type AdminSession, openAdminSession } from '@unikit/service-kit/admin'
import { type AccountsConfig, service, settings } from '../config.ts'
import { migrations } from '../db/migrations/index.ts'
import type { AccountsDatabase } from '../db/schema.ts'

/** The accounts database (migrated) and outbox with the service's own settings, for the admin commands. */
export function openAdmin(
  env: Record<string, string | undefined> = process.env,
): Promise<AdminSession<AccountsDatabase, AccountsConfig>> {
  return openAdminSession({ service, settings, migrations, env })
}
