import { Redis } from 'ioredis'
import type { KitApp } from '../serviceTypes.ts'

/** What `@fastify/rate-limit` takes to count in Redis; empty means its in-memory store. */
export interface RateLimitStore {
  redis?: Redis
  nameSpace?: string
  skipOnError?: boolean
}

/**
 * With REDIS_URL, rate limits are counted in Redis (or Valkey), so a limit holds across every instance of the
 * service; keys are `unikit:<service>:rl:<route>-<client address>`. A Redis outage lets requests through (and
 * logs each failure) rather than refusing everyone: the limits guard against abuse, and the sign-in throttle
 * and once-only rules live in PostgreSQL anyway (docs/decisions/0303-shared-rate-limits-in-redis.md).
 */
export function createRateLimitStore(app: KitApp, service: string): RateLimitStore {
  const url = app.config.REDIS_URL
  if (!url) return {}
  const redis = new Redis(url, {
    // Fail a count fast instead of queueing requests behind a dead connection.
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  })
  let reported = false
  redis.on('error', (error: Error) => {
    if (!reported) app.log.error({ err: error }, 'Redis is unreachable: rate limits are not counted')
    reported = true
  })
  redis.on('ready', () => {
    if (reported) app.log.info('Redis is reachable again')
    reported = false
  })
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  return { redis, nameSpace: `unikit:${service}:rl:`, skipOnError: true }
}
