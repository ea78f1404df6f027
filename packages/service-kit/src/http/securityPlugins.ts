import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import {
  apiContentSecurityPolicy,
  baseSecurityHeaders,
  strictTransportSecurity,
} from '@unikit/config/security-headers'
import { kitErrors } from '../errors/kitErrors.ts'
import type { KitApp } from '../serviceTypes.ts'
import type { RateLimitStore } from './rateLimitStore.ts'

/** Every answer's protections, computed once (docs/decisions/0601-one-definition-of-the-security-headers.md). */
const securityHeaders = { ...baseSecurityHeaders, 'content-security-policy': apiContentSecurityPolicy }

/**
 * The shared security headers with a CSP for JSON APIs (nothing may load, frame or submit), CORS only for the listed origins
 * (by default none: browsers reach every service through the one public origin), and rate limiting that
 * routes opt into with `config: { rateLimit: { max, timeWindow } }`, counted in Redis when REDIS_URL is set.
 */
export function registerSecurityPlugins(app: KitApp, corsOrigins: string[], store: RateLimitStore = {}) {
  // Set before anything else runs, so refusals (401, 404, 429) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders)
    // request.protocol reads X-Forwarded-Proto from TRUST_PROXY only: HSTS over HTTPS, never over plain HTTP.
    if (request.protocol === 'https') reply.headers(strictTransportSecurity)
    done()
  })
  // No answer of ours is for a shared cache: most are personal (a profile, an export, a statement), and a proxy or
  // a browser's back button must never show one to the next person at a campus computer. A route that wants
  // caching says so itself (a file: `private, no-cache`).
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    done()
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
