import helmet from '@fastify/helmet'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { registerHealthRoute } from './healthRoute.ts'
import { proxyRoutes, type Upstreams } from './proxyRoutes.ts'
import { type StaticOptions, staticRoutes } from './staticRoutes.ts'

export type GatewayOptions = StaticOptions & {
  /** Each service's instance, or instances (taken in turn). */
  upstreams: Upstreams
  logger?: FastifyServerOptions['logger']
}

/**
 * The one browser origin: the shell and remotes as static files, `remotes.json`, the aggregated health,
 * and `/api/*` + `/gift/*` proxied to the services (ARCHITECTURE.md §3).
 */
export async function buildGateway(opts: GatewayOptions) {
  const app = Fastify({ logger: opts.logger ?? false, return503OnClosing: true, bodyLimit: 1024 * 1024 })
  // The page's CSP depends on remotes.json, so it is set per HTML response in staticRoutes.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })
  registerHealthRoute(app, opts.upstreams)
  await app.register(proxyRoutes, { upstreams: opts.upstreams })
  await app.register(staticRoutes, opts)
  return app
}
