import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { Kysely } from 'kysely'
import type { AuthUser } from './auth/AuthUser.ts'
import type { BaseConfig } from './config/baseConfigSchema.ts'
import type { Files } from './files/filesPlugin.ts'
import type { Jobs } from './jobs/Jobs.ts'
import type { Notices } from './notices/Notices.ts'
import type { Outbox } from './outbox/Outbox.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Validated settings from the environment (a service's app types its own settings: `ServiceApp`). */
    config: BaseConfig
    /** Mail as rows written with the change that causes it, sent by the service's sender. */
    outbox: Outbox
    /** Notices to students as rows written with the change they tell of, delivered to the accounts inbox. */
    notices: Notices
    /** Background work as rows written with the change that asks for it, run by the service's job runner. */
    jobs: Jobs
    /**
     * preHandler: sets `request.user` from the session cookie or the bearer token, else 401 UNAUTHORIZED (the
     * reply, when given, also drops a dead session cookie); a change by cookie from another origin is 403 CROSS_ORIGIN.
     */
    authenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>
    /** preHandler: `authenticate`, then 403 EMAIL_NOT_VERIFIED while the address is unconfirmed. */
    requireVerified: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>
    /** preHandler: `authenticate`, then 403 FORBIDDEN unless the user is staff or an admin. */
    requireStaff: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    /** Set by `app.authenticate` / `app.requireVerified`; only read it on routes that use one of them. */
    user: AuthUser
  }
}

/** A Fastify instance with the TypeBox type provider, before any service typing. */
export type KitApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>

/**
 * What `createService<DB, Config>` returns and a service's routes receive: `app.db` is Kysely over that
 * service's own tables only (a query on another service's table does not compile) and `app.config` its own
 * settings beside the kit's.
 */
export type ServiceApp<DB = unknown, Config extends BaseConfig = BaseConfig> = KitApp & {
  /** Kysely bound to the service's own PostgreSQL schema. */
  db: Kysely<DB>
  config: Config
  /** Uploads, downloads and cleanup of files, in transactions over the service's tables. */
  files: Files<DB>
}

/**
 * A service's routes: a plain function that adds routes to the service's typed app. Route modules are the
 * same shape (`(app: AccountsApp, deps) => void`), called from the service's `routes/index.ts`.
 */
export type ServiceRoutes<DB, Config extends BaseConfig = BaseConfig> = (
  app: ServiceApp<DB, Config>,
) => void | Promise<void>

/**
 * A Fastify plugin of the kit (health, whoami, the dev outbox...): it needs no service's tables, so it is
 * registered with `app.register(plugin)` in any service.
 */
export type ServicePlugin<Options extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  TypeBoxTypeProvider
>
