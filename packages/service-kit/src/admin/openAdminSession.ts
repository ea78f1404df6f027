import type { TObject, TProperties } from 'typebox'
import { loadConfig } from '../config/loadConfig.ts'
import { createDatabase } from '../db/createDatabase.ts'
import { type Migrations, runMigrations } from '../db/runMigrations.ts'
import { createMailer } from '../mail/createMailer.ts'
import type { Mailer } from '../mail/Mailer.ts'
import type { ServiceApp, ServiceConfig, ServiceDatabase } from '../serviceTypes.ts'
import { AdminError } from './AdminError.ts'

export interface AdminSession {
  config: ServiceConfig
  db: ServiceApp['db']
  mailer: Mailer
  close: () => Promise<void>
}

export interface AdminSessionOptions {
  /** The service's name and default port, as in its `src/config.ts`. */
  service: { name: string; port: number }
  settings?: TObject<TProperties>
  migrations: Migrations
  env?: Record<string, string | undefined>
}

/**
 * Opens the service's database (migrated) and mailer with the service's own settings, for the admin
 * commands. PGlite allows one process at a time, so with PGlite it refuses while the service answers.
 */
export async function openAdminSession(options: AdminSessionOptions): Promise<AdminSession> {
  const { service, settings, migrations, env = process.env } = options
  const config = loadConfig({ name: service.name, port: service.port, schema: settings, env })
  if (!config.DATABASE_URL) await refuseWhileServiceRuns(service.name, config)
  const { db } = createDatabase<ServiceDatabase>({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.DATA_DIR,
    poolMax: 2,
  })
  await runMigrations(db, config.DATABASE_SCHEMA, migrations)
  const mailer = createMailer(config, service.name)
  return {
    config,
    db,
    mailer,
    close: async () => {
      await db.destroy()
      await mailer.close()
    },
  }
}

async function refuseWhileServiceRuns(name: string, config: ServiceConfig) {
  const url = `http://${config.HOST}:${config.PORT}/healthz`
  const running = await fetch(url, { signal: AbortSignal.timeout(500) }).then(
    (response) => response.ok,
    () => false,
  )
  if (running) {
    throw new AdminError(
      `The ${name} service answers at ${url} and uses the PGlite database in ${config.DATA_DIR}, which only ` +
        'one process may open: stop it (or npm start) first, or point both at PostgreSQL with DATABASE_URL.',
    )
  }
}
