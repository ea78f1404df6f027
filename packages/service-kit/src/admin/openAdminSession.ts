import type { Kysely } from 'kysely'
import type { TObject, TProperties } from 'typebox'
import type { BaseConfig } from '../config/baseConfigSchema.ts'
import { loadConfig } from '../config/loadConfig.ts'
import { createDatabase } from '../db/createDatabase.ts'
import { type Migrations, runMigrations } from '../db/runMigrations.ts'
import { kitMigrations } from '../kitSchema/kitMigrations.ts'
import { createMailer } from '../mail/createMailer.ts'
import { createMailSender } from '../outbox/createMailSender.ts'
import type { Outbox } from '../outbox/Outbox.ts'
import { insertOutboxMail } from '../outbox/outboxQueries.ts'
import { AdminError } from './AdminError.ts'

export interface AdminSession<DB = unknown, Config extends BaseConfig = BaseConfig> {
  config: Config
  db: Kysely<DB>
  /** The service's outbox: `drain()` sends what is due now, from this process. */
  outbox: Outbox
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
 * Opens the service's database (migrated) and outbox with the service's own settings, for the admin
 * commands. PGlite allows one process at a time, so with PGlite it refuses while the service answers.
 */
export async function openAdminSession<DB, Config extends BaseConfig = BaseConfig>(
  options: AdminSessionOptions,
): Promise<AdminSession<DB, Config>> {
  const { service, settings, migrations, env = process.env } = options
  const config = loadConfig<Config>({ name: service.name, port: service.port, schema: settings, env })
  if (!config.DATABASE_URL) await refuseWhileServiceRuns(service.name, config)
  const { db } = createDatabase<DB>({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.DATA_DIR,
    poolMax: 2,
  })
  await runMigrations(db, config.DATABASE_SCHEMA, kitMigrations, { track: 'kit' })
  await runMigrations(db, config.DATABASE_SCHEMA, migrations)
  const transport = createMailer(config, service.name)
  const sender = createMailSender({
    db: db as Kysely<unknown>,
    transport,
    log: silentLog,
    settings: {
      intervalMs: 60_000,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      retryBaseMs: config.MAIL_RETRY_BASE_MS,
      maxDelayMs: config.MAIL_RETRY_MAX_MS,
      leaseMs: 60_000,
      concurrency: 5,
      retentionDays: config.MAIL_RETENTION_DAYS,
    },
  })
  return {
    config,
    db,
    outbox: {
      enqueue: async (target, mail) => {
        await insertOutboxMail(target as Kysely<unknown>, mail)
      },
      poke: () => sender.poke(),
      drain: () => sender.drain(),
    },
    close: async () => {
      await sender.stop()
      await db.destroy()
      await transport.close()
    },
  }
}

/** Commands report to the terminal themselves; the sender's own log lines would only clutter it. */
const silentLog = { info() {}, warn() {}, error() {} }

/** With PGlite, refuses (an AdminError) while the service answers: one process at a time may open its database. */
export async function refuseWhileServiceRuns(name: string, config: BaseConfig) {
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
