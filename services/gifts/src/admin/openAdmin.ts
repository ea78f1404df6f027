import { type AdminSession, openAdminSession } from '@unikit/service-kit/admin'
import { type GiftsConfig, service, settings } from '../config.ts'
import { migrations } from '../db/migrations/index.ts'
import type { GiftsDatabase } from '../db/schema.ts'

export type GiftsAdminSession = AdminSession<GiftsDatabase, GiftsConfig>

/** The gifts database (migrated) and outbox with the service's own settings, for the admin commands. */
export function openAdmin(env: Record<string, string | undefined> = process.env): Promise<GiftsAdminSession> {
  return openAdminSession({ service, settings, migrations, env })
}
