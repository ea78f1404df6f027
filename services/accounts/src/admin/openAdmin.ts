import { type AdminSession, openAdminSession } from '@unikit/service-kit/admin'
import { service, settings } from '../config.ts'
import { migrations } from '../db/migrations/index.ts'

/** The accounts database (migrated) and mailer with the service's own settings, for the admin commands. */
export function openAdmin(env: Record<string, string | undefined> = process.env): Promise<AdminSession> {
  return openAdminSession({ service, settings, migrations, env })
}
