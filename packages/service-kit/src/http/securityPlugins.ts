import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { kitErrors } from '../errors/kitErrors.ts'
import type { KitApp } from '../serviceTypes.ts'
import type { RateLimitStore } from './rateLimitStore.ts'

/**
 * Helmet with a CSP for JSON APIs (nothing may load, frame or submit), CORS only for the listed origins
 * (by default none: browsers reach every service through the one public origin), and rate limiting that
 * routes opt into with `config: { rateLimit: { max, timeWindow } }`, counted in Redis when REDIS_URL is set.
 */
export function registerSecurityPlugins(app: KitApp, corsOrigins: string[], store: RateLimitStore = {}) {
  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
  })
  if (corsOrigins.length > 0) app.register(cors, { origin: corsOrigins })
  app.register(rateLimit, {
    global: false,
    ...store,
    errorResponseBuilder: (_request, context) => new kitErrors.RATE_LIMITED(context.after),
  })
}

/** `a, b,,c` → `['a', 'b', 'c']` */
export function parseList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}
