import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BaseConfig } from '../config/baseConfigSchema.ts'
import type { AppOptions } from '../createService.ts'
import type { ServiceApp } from '../serviceTypes.ts'
import type { BuildApp } from '../testing/buildTestApp.ts'

export interface BenchApp<DB = unknown, Config extends BaseConfig = BaseConfig> {
  app: ServiceApp<DB, Config>
  /** e.g. `http://127.0.0.1:40123` */
  origin: string
  /** Drops the bench schema, closes the app and removes its outbox. */
  close: () => Promise<void>
}

/**
 * Starts a service over HTTP on the loopback against PostgreSQL (DATABASE_URL or TEST_DATABASE_URL: PGlite
 * would measure one connection at a time), in a schema of its own, with a throwaway development outbox and
 * warnings-only logs. `config` adds the service's own settings, such as rate limits a bench must not hit.
 */
export async function startBenchApp<DB, Config extends BaseConfig>(
  buildApp: BuildApp<DB, Config>,
  config: AppOptions<Config>['config'] = {},
): Promise<BenchApp<DB, Config>> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) throw new Error('Set TEST_DATABASE_URL (infra/scripts/test-postgres.sh start) or DATABASE_URL')
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const outbox = await mkdtemp(join(tmpdir(), 'unikit-bench-outbox-'))
  const options: AppOptions<Config> = {
    env: {},
    config: {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: outbox,
      ...config,
    } as Partial<Config>,
    testing: { dropSchemaOnClose: true },
  }
  let app: ServiceApp<DB, Config>
  try {
    app = buildApp(options)
  } catch (error) {
    await rm(outbox, { recursive: true, force: true })
    throw error
  }
  // Closing drops the bench schema (the kit's own onClose hook), then removes the outbox.
  app.addHook('onClose', () => rm(outbox, { recursive: true, force: true }))
  try {
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('The bench app has no port')
    return { app, origin: `http://127.0.0.1:${address.port}`, close: () => app.close() }
  } catch (error) {
    // A failed start leaves nothing behind either: no bench_* schema, no outbox folder.
    await app.close().catch(() => {})
    throw error
  }
}
