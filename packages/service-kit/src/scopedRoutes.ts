import type { BaseConfig } from './config/baseConfigSchema.ts'
import type { ServiceApp, ServiceRoutes } from './serviceTypes.ts'

/**
 * Adds `routes` in a Fastify child scope of `app`: hooks, handlers and decorations they add stay inside it
 * (e.g. the gift host's own error shape), while the kit's decorations and the service's types carry over.
 */
export function scopedRoutes<DB, Config extends BaseConfig>(
  app: ServiceApp<DB, Config>,
  routes: ServiceRoutes<DB, Config>,
  options: { prefix?: string } = {},
): void {
  app.register(async (child) => routes(child as ServiceApp<DB, Config>), options)
}
