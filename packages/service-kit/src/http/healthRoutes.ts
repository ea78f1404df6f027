import { HealthBody } from '@unikit/contracts'
import { type Kysely, sql } from 'kysely'
import { kitErrors } from '../errors/kitErrors.ts'
import type { ServicePlugin } from '../serviceTypes.ts'
import type { Lifecycle } from './Lifecycle.ts'

const PING_TIMEOUT_MS = 2000

/** `/healthz`: the process answers. `/readyz`: migrated, database reachable and not shutting down. */
export const healthRoutes: ServicePlugin<{ lifecycle: Lifecycle; db: Kysely<unknown> }> = async (
  app,
  { lifecycle, db },
) => {
  const ok = { status: 'ok' } as const
  const response = { 200: HealthBody }

  app.get('/healthz', { schema: { tags: ['health'], response } }, async () => ok)

  app.get('/readyz', { schema: { tags: ['health'], response } }, async (request) => {
    if (lifecycle.closing || lifecycle.draining) throw new kitErrors.NOT_READY('The service is shutting down')
    if (!lifecycle.migrated) throw new kitErrors.NOT_READY('Migrations have not finished')
    try {
      await withTimeout(sql`select 1`.execute(db), PING_TIMEOUT_MS)
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database ping failed')
      throw new kitErrors.NOT_READY('The database is unreachable')
    }
    return ok
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
