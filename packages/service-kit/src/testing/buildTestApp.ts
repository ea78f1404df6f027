import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AppOptions } from '../createService.ts'
import type { ServiceApp } from '../serviceTypes.ts'
import { testDatabaseOptions } from './testDatabase.ts'

export type BuildApp = (options?: AppOptions) => ServiceApp

/**
 * Builds and readies a service's app against a fresh database (see `testDatabaseOptions`) with its own
 * outbox and files folders, silent logs (TEST_LOG_LEVEL=debug to see them) and none of the developer's environment.
 * Close it in `afterAll(() => app.close())`: that drops the test schema and removes the outbox.
 */
export async function buildTestApp(buildApp: BuildApp, options: AppOptions = {}): Promise<ServiceApp> {
  const database = await testDatabaseOptions()
  const outbox = await mkdtemp(join(tmpdir(), 'unikit-outbox-'))
  const filesDir = await mkdtemp(join(tmpdir(), 'unikit-files-'))
  const app = buildApp({
    env: options.env ?? {},
    config: {
      NODE_ENV: 'test',
      LOG_LEVEL: (process.env.TEST_LOG_LEVEL as ServiceApp['config']['LOG_LEVEL'] | undefined) ?? 'silent',
      OUTBOX_DIR: outbox,
      FILES_DIR: filesDir,
      ...database.config,
      ...options.config,
    },
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
