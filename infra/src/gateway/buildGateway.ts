import { baseSecurityHeaders, pageContentSecurityPolicy } from '@unikit/config/security-headers'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { gatewayErrorHandler, gatewayFrameworkErrors } from './gatewayErrors.ts'
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
  const app = Fastify({
    logger: opts.logger ?? false,
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    frameworkErrors: gatewayFrameworkErrors,
  })
  app.setErrorHandler(gatewayErrorHandler)
  // The shared protections on everything (docs/decisions/0601-one-definition-of-the-security-headers.md). A page's
  // CSP depends on remotes.json, so staticRoutes replaces this one on HTML; a proxied answer keeps its service's.
  const securityHeaders = { ...baseSecurityHeaders, 'content-security-policy': pageContentSecurityPolicy([]) }
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders)
    done()
  })
  registerHealthRoute(app, opts.upstreams)
  await app.register(proxyRoutes, { upstreams: opts.upstreams })
  await app.register(staticRoutes, opts)
  return app
}
