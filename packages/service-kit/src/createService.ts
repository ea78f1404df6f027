import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { renderNotice } from '@unikit/contracts/notifications'
import Fastify from 'fastify'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { TObject } from 'typebox'
import type { AuditSubject } from './audit/auditNames.ts'
import type { AuthUser, SessionVerifier } from './auth/AuthUser.ts'
import { authPlugin } from './auth/authPlugin.ts'
import { cachedVerifier } from './auth/cachedVerifier.ts'
import { internalGuard } from './auth/internalGuard.ts'
import { introspectionVerifier } from './auth/introspectionVerifier.ts'
import { createServiceClient } from './client/createServiceClient.ts'
import type { BaseConfig } from './config/baseConfigSchema.ts'
import { loadConfig } from './config/loadConfig.ts'
import { createDatabase } from './db/createDatabase.ts'
import { type DatabaseExtension, ensureExtensions } from './db/databaseExtensions.ts'
import { type Migrations, runMigrations } from './db/runMigrations.ts'
import { withMigrationLock } from './db/withMigrationLock.ts'
import { errorHandler, notFoundHandler } from './errors/errorHandler.ts'
import { kitErrors } from './errors/kitErrors.ts'
import { filesPlugin } from './files/filesPlugin.ts'
import { registerDocs } from './http/docsPlugin.ts'
import { drainPlugin, UNPROCESSED_HEADER } from './http/drainPlugin.ts'
import { exactBodies } from './http/exactBodies.ts'
import { healthRoutes } from './http/healthRoutes.ts'
import type { Lifecycle } from './http/Lifecycle.ts'
import { malformedUrls } from './http/malformedUrls.ts'
import { metricsPlugin } from './http/metricsPlugin.ts'
import { personalDataRoute } from './http/personalDataRoute.ts'
import { createRateLimitStore } from './http/rateLimitStore.ts'
import { refuseBadText } from './http/refuseBadText.ts'
import { parseList, registerSecurityPlugins } from './http/securityPlugins.ts'
import { strictJsonBodies } from './http/strictJsonBodies.ts'
import { trustProxy } from './http/trustProxy.ts'
import { createJobRunner, type JobRunner } from './jobs/createJobRunner.ts'
import type { JobHandler, Jobs } from './jobs/Jobs.ts'
import { insertJob } from './jobs/jobQueries.ts'
import { kitMigrations } from './kitSchema/kitMigrations.ts'
import { createMailer } from './mail/createMailer.ts'
import { createNoticeSender, type NoticeSender } from './notices/createNoticeSender.ts'
import type { Notices } from './notices/Notices.ts'
import { insertNotice } from './notices/noticeQueries.ts'
import { createMailSender, type MailSender } from './outbox/createMailSender.ts'
import type { Outbox } from './outbox/Outbox.ts'
import { insertOutboxMail } from './outbox/outboxQueries.ts'
import type { ErasedUser } from './privacy/eraseUserRoute.ts'
import { eraseUserRoute } from './privacy/eraseUserRoute.ts'
import type { KitApp, ServiceApp, ServiceRoutes } from './serviceTypes.ts'
import { staffDirectory } from './staff/staffDirectory.ts'
import { staffKitRoutes } from './staff/staffKitRoutes.ts'
import { createStorage } from './storage/createStorage.ts'

/** Mails on the wire at once per instance: the SMTP pool's connections. */
const MAIL_CONCURRENCY = 5

/** What a service is: written once in its `app.ts`. `DB` is its tables, `Config` its settings beside the kit's. */
export interface ServiceDefinition<DB, Config extends BaseConfig = BaseConfig> {
  /** e.g. `accounts`: the default schema (`-` becomes `_`), the data folder `data/<name>`, the docs title. */
  name: string
  /** The default PORT. */
  port: number
  /** The service's own settings, read from the environment beside the base ones. */
  settings?: TObject
  /** Name → migration module, applied in name order at start. */
  migrations: Migrations
  /** PostgreSQL extensions the migrations and queries use (created once per database, before the migrations). */
  extensions?: readonly DatabaseExtension[]
  /** Runs after the migrations when SEED_DEMO=1; must be idempotent (it runs on every start). */
  seed?: (app: ServiceApp<DB, Config>) => Promise<void>
  /** The service's routes (and its own plugins), added after the kit's. */
  routes: ServiceRoutes<DB, Config>
  /**
   * Everything the service keeps about one user, for "Download my data": served at
   * `GET /api/private/<name>/me/export` to the signed-in user (docs/product/platform.md#your-data).
   */
  personalData?: (
    app: ServiceApp<DB, Config>,
    userId: string,
    /** The caller's session: a service keyed by address (gifts) shows what it keeps only for a verified one. */
    user: AuthUser,
  ) => Promise<Record<string, unknown>>
  /**
   * Erases or anonymises, in `trx`, what the service keeps about a deleted account, and counts what changed; a
   * repeat must change nothing. Served with the kit's own mail scrub at `POST /internal/privacy/erase-user`,
   * which accounts calls until it answers (docs/decisions/0630-delete-my-account.md).
   */
  eraseUser?: (
    app: ServiceApp<DB, Config>,
    trx: Transaction<DB>,
    user: ErasedUser,
  ) => Promise<Record<string, number>>
  /**
   * How bearer tokens are verified. Only the accounts service gives one (its own sessions table); every other
   * service asks accounts at ACCOUNTS_URL and trusts a live answer for AUTH_CACHE_TTL_MS.
   */
  sessions?: (app: ServiceApp<DB, Config>) => SessionVerifier
  /** Background work by kind, run by each instance's job runner (`app.jobs.enqueue`; decision 0749). */
  jobs?: Record<string, JobHandler<ServiceApp<DB, Config>>>
  /**
   * The names of the records this service's staff act on, for its audit log (`GET .../staff/audit`): one query
   * for a page of entries (docs/decisions/0721-the-audit-log-names-who-and-what.md).
   */
  auditSubjects?: (app: ServiceApp<DB, Config>, subjects: AuditSubject[]) => Promise<Map<string, string>>
}

/** What `buildApp(options)` accepts: tests and tools override the environment here. */
export interface AppOptions<Config extends BaseConfig = BaseConfig> {
  /** Defaults to process.env. */
  env?: Record<string, string | undefined>
  /** Settings that win over the environment; validated the same way. */
  config?: Partial<Config>
  /** Used by `@unikit/service-kit/testing`. */
  testing?: {
    dropSchemaOnClose?: boolean
    pgliteTemplate?: Blob
  }
}

/**
 * Builds a service's Fastify app: validated config, database with migrations, security headers, CORS,
 * opt-in rate limits, the one error body, health routes, OpenAPI at `/docs/json`, mail, bearer-token
 * checks (`app.authenticate`), the internal-token guard of `/internal/*`, graceful close.
 * Nothing listens yet: `startService(app)` does that, tests call `app.inject()`.
 */
export function createService<DB, Config extends BaseConfig = BaseConfig>(
  definition: ServiceDefinition<DB, Config>,
  options: AppOptions<Config> = {},
): ServiceApp<DB, Config> {
  const config = loadConfig<Config>({
    name: definition.name,
    port: definition.port,
    ...(definition.settings ? { schema: definition.settings } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.config ? { overrides: options.config } : {}),
  })
  const lifecycle: Lifecycle = { migrated: false, closing: false }

  const kitApp: KitApp = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: trustProxy(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    // Our own guard below answers 503 in the one error body instead.
    return503OnClosing: false,
    // Migrations and the demo seed run in a plugin; Fastify's 10 s default fails a cold start of every
    // service at once on a small, busy machine (all six start together under `npm start`).
    pluginTimeout: 120_000,
    schemaController: { compilersFactory: { buildValidator: exactBodies() } },
    frameworkErrors: malformedUrls.frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>()

  const { db, kind } = createDatabase<DB>({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    pgliteTemplate: options.testing?.pgliteTemplate,
    extensions: definition.extensions ?? [],
    // The error carries its whole client object: log what helps, not kilobytes of connection state.
    onPoolError: (error) =>
      kitApp.log.error(
        { err: { message: error.message, code: (error as { code?: string }).code } },
        'idle database connection failed',
      ),
  })
  const transport = createMailer(config, definition.name)
  let sender: MailSender | undefined
  const outbox: Outbox = {
    async enqueue(target, mail) {
      await insertOutboxMail(target as Kysely<unknown>, mail)
      sender?.poke()
    },
    poke: () => sender?.poke(),
    drain: async () => sender?.drain(),
  }
  let noticeSender: NoticeSender | undefined
  const notices: Notices = {
    async notify(target, notice) {
      const words = renderNotice(notice.kind, notice.params)
      const id = await insertNotice(target as Kysely<unknown>, { ...words, ...notice })
      noticeSender?.poke()
      return id
    },
    drain: async () => noticeSender?.drain(),
  }
  let runner: JobRunner | undefined
  const jobs: Jobs = {
    async enqueue(target, job) {
      const added = await insertJob(target, job)
      if (added) runner?.poke()
      return added
    },
    drain: async () => runner?.drain(),
  }
  kitApp.decorate('config', config as BaseConfig)
  kitApp.decorate('db', db)
  kitApp.decorate('outbox', outbox)
  kitApp.decorate('notices', notices)
  kitApp.decorate('jobs', jobs)
  // The decorations above are what ServiceApp adds to Fastify's own type.
  const app = kitApp as ServiceApp<DB, Config>

  app.setErrorHandler(errorHandler)
  malformedUrls.register(app)
  strictJsonBodies(app)
  refuseBadText(app)
  app.setNotFoundHandler(notFoundHandler)
  app.addHook('onRequest', async (_request, reply) => {
    if (!lifecycle.closing) return
    reply.header(UNPROCESSED_HEADER, '1')
    throw new kitErrors.SERVICE_UNAVAILABLE()
  })
  app.addHook('onRequest', internalGuard(config.INTERNAL_TOKEN, config.INTERNAL_TOKEN_ACCEPT))
  app.addHook('preClose', async () => {
    lifecycle.closing = true
    // Mail, notices and jobs added after this stay in their tables: another instance, or this one after a restart,
    // takes them.
    await Promise.all([sender?.stop(), noticeSender?.stop(), runner?.stop()])
  })
  // onClose hooks run after the server has stopped and in-flight requests have finished.
  app.addHook('onClose', async () => {
    if (options.testing?.dropSchemaOnClose) {
      await sql`drop schema if exists ${sql.id(config.DATABASE_SCHEMA)} cascade`
        .execute(db)
        .catch((error) => app.log.warn({ err: error }, 'could not drop the test schema'))
    }
    await db.destroy()
    await transport.close()
  })

  app.register(metricsPlugin)
  app.register(drainPlugin, { lifecycle })
  registerSecurityPlugins(app, parseList(config.CORS_ORIGINS), createRateLimitStore(app, definition.name))
  registerDocs(app, definition.name)
  app.register(filesPlugin, { storage: createStorage(config), db: db as Kysely<unknown> })
  app.register(async function migrate() {
    // One instance migrates and seeds at a time; the others wait and then find nothing to do.
    const lock = { url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA }
    const onWait = () => app.log.info('another instance is migrating this schema; waiting for it')
    const applied = await withMigrationLock({ ...lock, onWait }, async () => {
      await ensureExtensions(db as Kysely<unknown>, definition.extensions ?? [])
      await runMigrations(db, config.DATABASE_SCHEMA, kitMigrations, { track: 'kit' })
      const names = await runMigrations(db, config.DATABASE_SCHEMA, definition.migrations)
      if (config.SEED_DEMO && definition.seed) await definition.seed(app)
      return names
    })
    sender = createMailSender({
      db: db as Kysely<unknown>,
      transport,
      log: app.log.child({ component: 'mail-sender' }),
      settings: {
        intervalMs: config.MAIL_SEND_INTERVAL_MS,
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
        retryBaseMs: config.MAIL_RETRY_BASE_MS,
        maxDelayMs: config.MAIL_RETRY_MAX_MS,
        leaseMs: config.MAIL_LEASE_MS,
        concurrency: MAIL_CONCURRENCY,
        retentionDays: config.MAIL_RETENTION_DAYS,
      },
    })
    noticeSender = createNoticeSender({
      db: db as Kysely<unknown>,
      service: definition.name,
      accounts: createServiceClient({
        baseUrl: config.ACCOUNTS_URL,
        name: 'accounts',
        ...(config.INTERNAL_TOKEN ? { internalToken: config.INTERNAL_TOKEN } : {}),
      }),
      log: app.log.child({ component: 'notice-sender' }),
      settings: {
        intervalMs: config.NOTICE_SEND_INTERVAL_MS,
        retryBaseMs: config.NOTICE_RETRY_BASE_MS,
        maxDelayMs: config.NOTICE_RETRY_MAX_MS,
      },
    })
    if (definition.jobs) {
      runner = createJobRunner({
        app,
        db: db as Kysely<unknown>,
        handlers: definition.jobs,
        log: app.log.child({ component: 'jobs' }),
        settings: {
          intervalMs: config.JOBS_INTERVAL_MS,
          concurrency: config.JOBS_CONCURRENCY,
          leaseMs: config.JOBS_LEASE_MS,
        },
      })
    }
    lifecycle.migrated = true
    app.log.info({ database: kind, schema: config.DATABASE_SCHEMA, applied }, 'database ready')
  })
  app.register(healthRoutes, { lifecycle, db: db as Kysely<unknown> })
  const verifier =
    definition.sessions?.(app) ??
    cachedVerifier(
      introspectionVerifier({ accountsUrl: config.ACCOUNTS_URL, internalToken: config.INTERNAL_TOKEN }),
      { ttlMs: config.AUTH_CACHE_TTL_MS },
    )
  app.register(authPlugin, { verifier })
  const { auditSubjects } = definition
  app.register(staffKitRoutes, {
    service: definition.name,
    db: db as Kysely<unknown>,
    names: {
      people: staffDirectory(config),
      subjects: auditSubjects ? (subjects) => auditSubjects(app, subjects) : undefined,
    },
  })
  // The child instance carries every decoration above; only its type is the service's.
  app.register(async (instance) => definition.routes(instance as ServiceApp<DB, Config>))
  const { personalData } = definition
  if (personalData) {
    app.register(personalDataRoute, {
      service: definition.name,
      read: (user: AuthUser) => personalData(app, user.userId, user),
    })
  }
  const { eraseUser } = definition
  // Every service answers it, with or without its own share: the kit's outbox holds mail to the person.
  app.register(eraseUserRoute, {
    service: definition.name,
    db: db as Kysely<unknown>,
    erase: eraseUser ? (trx, user) => eraseUser(app, trx as unknown as Transaction<DB>, user) : undefined,
    sweepFiles: () => app.files.sweep(),
  })
  return app
}
