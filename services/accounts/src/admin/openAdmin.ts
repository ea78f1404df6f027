import {
  createDatabase,
  createMailer,
  loadConfig,
  type Mailer,
  runMigrations,
  type ServiceApp,
  type ServiceConfig,
  type ServiceDatabase,
} from '@unikit/service-kit'
import { service, settings } from '../config.ts'
import { migrations } from '../db/migrations/index.ts'
import { AdminError } from './AdminError.ts'

export interface AdminSession {
  config: ServiceConfig
  db: ServiceApp['db']
  mailer: Mailer
  close: () => Promise<void>
}

/**
 * Opens the service's database (migrated) and mailer with the service's own settings, for the admin
 * commands. PGlite allows one process at a time, so with PGlite it refuses while the service answers.
 */
export async function openAdmin(
  env: Record<string, string | undefined> = process.env,
): Promise<AdminSession> {
  const config = loadConfig({ name: service.name, port: service.port, schema: settings, env })
  if (!config.DATABASE_URL) await refuseWhileServiceRuns(config)
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

async function refuseWhileServiceRuns(config: ServiceConfig) {
  const url = `http://${config.HOST}:${config.PORT}/healthz`
  const running = await fetch(url, { signal: AbortSignal.timeout(500) }).then(
    (response) => response.ok,
    () => false,
  )
  if (running) {
    throw new AdminError(
      `The accounts service answers at ${url} and uses the PGlite database in ${config.DATA_DIR}, which only ` +
        'one process may open: stop it (or npm start) first, or point both at PostgreSQL with DATABASE_URL.',
    )
  }
}
