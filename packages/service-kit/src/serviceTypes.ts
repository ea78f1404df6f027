import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { Kysely } from 'kysely'
import type { AuthUser } from './auth/AuthUser.ts'
import type { BaseConfig } from './config/baseConfigSchema.ts'
import type { Mailer } from './mail/Mailer.ts'

/**
 * The tables of the running service. Each service merges its own into this interface once, in
 * `src/db/schema.ts`, which types `app.db` everywhere in that service:
 *
 *   declare module '@unikit/service-kit' { interface ServiceDatabase extends AccountsDatabase {} }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each service through declaration merging
export interface ServiceDatabase {}

/**
 * The settings of the running service: the base settings plus the service's own, merged in `src/config.ts`:
 *
 *   declare module '@unikit/service-kit' { interface ServiceConfig extends Static<typeof accountsSettings> {} }
 */
export interface ServiceConfig extends BaseConfig {}

declare module 'fastify' {
  interface FastifyInstance {
    /** Validated settings from the environment. */
    config: ServiceConfig
    /** Kysely bound to the service's own PostgreSQL schema. */
    db: Kysely<ServiceDatabase>
    /** Sends mail through SMTP, or into the development outbox. */
    mailer: Mailer
    /** preHandler: sets `request.user` from the bearer token, else 401 UNAUTHORIZED. */
    authenticate: (request: FastifyRequest) => Promise<void>
    /** preHandler: `authenticate`, then 403 EMAIL_NOT_VERIFIED while the address is unconfirmed. */
    requireVerified: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    /** Set by `app.authenticate` / `app.requireVerified`; only read it on routes that use one of them. */
    user: AuthUser
  }
}

/** A Fastify instance with the TypeBox type provider: what `createService` returns and route plugins receive. */
export type ServiceApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>

/** A route plugin: register it with `app.register(plugin)`; request and reply types follow the schemas. */
export type ServicePlugin<Options extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  TypeBoxTypeProvider
>
