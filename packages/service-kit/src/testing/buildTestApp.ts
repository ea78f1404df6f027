import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BaseConfig } from '../config/baseConfigSchema.ts'
import type { AppOptions } from '../createService.ts'
import type { ServiceApp } from '../serviceTypes.ts'
import { testDatabaseOptions } from './testDatabase.ts'

export type BuildApp<DB = unknown, Config extends BaseConfig = BaseConfig> = (
  options?: AppOptions<Config>,
) => ServiceApp<DB, Config>

/**
 * Builds and readies a service's app against a fresh database (see `testDatabaseOptions`) with its own
 * outbox and files folders, silent logs (TEST_LOG_LEVEL=debug to see them) and none of the developer's environment.
 * Close it in `afterAll(() => app.close())`: that drops the test schema and removes the outbox.
 */
export async function buildTestApp<DB, Config extends BaseConfig>(
  buildApp: BuildApp<DB, Config>,
  options: AppOptions<Config> = {},
): Promise<ServiceApp<DB, Config>> {
  const database = await testDatabaseOptions()
  const outbox = await mkdtemp(join(tmpdir(), 'unikit-outbox-'))
  const filesDir = await mkdtemp(join(tmpdir(), 'unikit-files-'))
  const app = buildApp({
    env: options.env ?? {},
    config: {
      NODE_ENV: 'test',
      LOG_LEVEL: (process.env.TEST_LOG_LEVEL as BaseConfig['LOG_LEVEL'] | undefined) ?? 'silent',
      OUTBOX_DIR: outbox,
      FILES_DIR: filesDir,
      ...database.config,
      ...options.config,
    } as Partial<Config>,
    testing: { ...database.testing, ...options.testing },
  })
  app.addHook('onClose', async () => {
    await rm(outbox, { recursive: true, force: true })
    await rm(filesDir, { recursive: true, force: true })
  })
  try {
    await app.ready()
  } catch (error) {
    await app.close().catch(() => {})
    throw error
  }
  return app
}
