import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify from 'fastify'
import { sql } from 'kysely'
import type { TObject } from 'typebox'
import type { SessionVerifier } from './auth/AuthUser.ts'
import { authPlugin } from './auth/authPlugin.ts'
import { cachedVerifier } from './auth/cachedVerifier.ts'
import { internalGuard } from './auth/internalGuard.ts'
import { introspectionVerifier } from './auth/introspectionVerifier.ts'
import { loadConfig } from './config/loadConfig.ts'
import { createDatabase } from './db/createDatabase.ts'
import { type Migrations, runMigrations } from './db/runMigrations.ts'
import { withMigrationLock } from './db/withMigrationLock.ts'
import { errorHandler, notFoundHandler } from './errors/errorHandler.ts'
import { kitErrors } from './errors/kitErrors.ts'
import { filesPlugin } from './files/filesPlugin.ts'
import { kitMigrations } from './files/kitMigrations.ts'
import { registerDocs } from './http/docsPlugin.ts'
import { drainPlugin, UNPROCESSED_HEADER } from './http/drainPlugin.ts'
import { healthRoutes } from './http/healthRoutes.ts'
import type { Lifecycle } from './http/Lifecycle.ts'
import { metricsPlugin } from './http/metricsPlugin.ts'
import { createRateLimitStore } from './http/rateLimitStore.ts'
import { parseList, registerSecurityPlugins } from './http/securityPlugins.ts'
import { trustProxy } from './http/trustProxy.ts'
import { createMailer } from './mail/createMailer.ts'
import type { ServiceApp, ServiceConfig, ServiceDatabase, ServicePlugin } from './serviceTypes.ts'
import { createStorage } from './storage/createStorage.ts'

/** What a service is: written once in its `app.ts`. */
export interface ServiceDefinition {
  /** e.g. `accounts`: the default schema (`-` becomes `_`), the data folder `data/<name>`, the docs title. */
  name: string
  /** The default PORT. */
  port: number
  /** The service's own settings, read from the environment beside the base ones. */
  settings?: TObject
  /** Name → migration module, applied in name order at start. */
  migrations: Migrations
  /** Runs after the migrations when SEED_DEMO=1; must be idempotent (it runs on every start). */
  seed?: (app: ServiceApp) => Promise<void>
  /** The service's routes (and its own plugins), registered after the kit's. */
  routes: ServicePlugin
  /**
   * How bearer tokens are verified. Only the accounts service gives one (its own sessions table); every other
   * service asks accounts at ACCOUNTS_URL and trusts a live answer for AUTH_CACHE_TTL_MS.
   */
  sessions?: (app: ServiceApp) => SessionVerifier
}

/** What `buildApp(options)` accepts: tests and tools override the environment here. */
export interface AppOptions {
  /** Defaults to process.env. */
  env?: Record<string, string | undefined>
  /** Settings that win over the environment; validated the same way. */
  config?: Partial<ServiceConfig>
  /** Used by `@unikit/service-kit/testing` and `startBenchApp`. */
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
export function createService(definition: ServiceDefinition, options: AppOptions = {}): ServiceApp {
  const config = loadConfig({
    name: definition.name,
    port: definition.port,
    ...(definition.settings ? { schema: definition.settings } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.config ? { overrides: options.config } : {}),
  })
  const lifecycle: Lifecycle = { migrated: false, closing: false }

  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: trustProxy(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    // Our own guard below answers 503 in the one error body instead.
    return503OnClosing: false,
    // Migrations and the demo seed run in a plugin; Fastify's 10 s default fails a cold start of every
    // service at once on a small, busy machine (all six start together under `npm start`).
    pluginTimeout: 120_000,
  }).withTypeProvider<TypeBoxTypeProvider>()

  const { db, kind } = createDatabase<ServiceDatabase>({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    pgliteTemplate: options.testing?.pgliteTemplate,
    // The error carries its whole client object: log what helps, not kilobytes of connection state.
    onPoolError: (error) =>
      app.log.error(
        { err: { message: error.message, code: (error as { code?: string }).code } },
        'idle database connection failed',
      ),
  })
  const mailer = createMailer(config, definition.name)
  app.decorate('config', config)
  app.decorate('db', db)
  app.decorate('mailer', mailer)

  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler(notFoundHandler)
  app.addHook('onRequest', async (_request, reply) => {
    if (!lifecycle.closing) return
    reply.header(UNPROCESSED_HEADER, '1')
    throw new kitErrors.SERVICE_UNAVAILABLE()
  })
  app.addHook('onRequest', internalGuard(config.INTERNAL_TOKEN, config.INTERNAL_TOKEN_ACCEPT))
  app.addHook('preClose', async () => {
    lifecycle.closing = true
  })
  // onClose hooks run after the server has stopped and in-flight requests have finished.
  app.addHook('onClose', async () => {
    if (options.testing?.dropSchemaOnClose) {
      await sql`drop schema if exists ${sql.id(config.DATABASE_SCHEMA)} cascade`
        .execute(db)
        .catch((error) => app.log.warn({ err: error }, 'could not drop the test schema'))
    }
    await db.destroy()
    await mailer.close()
  })

  app.register(metricsPlugin)
  app.register(drainPlugin, { lifecycle })
  registerSecurityPlugins(app, parseList(config.CORS_ORIGINS), createRateLimitStore(app, definition.name))
  registerDocs(app, definition.name)
  app.register(filesPlugin, { storage: createStorage(config) })
  app.register(async function migrate() {
    // One instance migrates and seeds at a time; the others wait and then find nothing to do.
    const lock = { url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA }
    const onWait = () => app.log.info('another instance is migrating this schema; waiting for it')
    const applied = await withMigrationLock({ ...lock, onWait }, async () => {
      const names = await runMigrations(db, config.DATABASE_SCHEMA, definition.migrations)
      await runMigrations(db, config.DATABASE_SCHEMA, kitMigrations, 'kit_migration')
      if (config.SEED_DEMO && definition.seed) await definition.seed(app)
      return names
    })
    lifecycle.migrated = true
    app.log.info({ database: kind, schema: config.DATABASE_SCHEMA, applied }, 'database ready')
  })
  app.register(healthRoutes, { lifecycle })
  const verifier =
    definition.sessions?.(app) ??
    cachedVerifier(
      introspectionVerifier({ accountsUrl: config.ACCOUNTS_URL, internalToken: config.INTERNAL_TOKEN }),
      { ttlMs: config.AUTH_CACHE_TTL_MS },
    )
  app.register(authPlugin, { verifier })
  app.register(definition.routes)
  return app
}
