import { randomBytes } from 'node:crypto'
import type { AppOptions } from '../createService.ts'
import { pgliteTemplate } from './pgliteTemplate.ts'

/** Which database the current vitest project runs against (set by `defineServiceTestConfig`). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.UNIKIT_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite'
}

/**
 * The app options for a fresh database: PGlite in memory, or, in the postgres project, a unique schema in
 * TEST_DATABASE_URL that is dropped when the app closes.
 */
export async function testDatabaseOptions(): Promise<Required<Pick<AppOptions, 'config' | 'testing'>>> {
  if (testDatabaseKind() === 'pglite') {
    return { config: { DATA_DIR: 'memory://' }, testing: { pgliteTemplate: await pgliteTemplate() } }
  }
  const url = process.env.TEST_DATABASE_URL
  if (!url)
    throw new Error('The postgres test project needs TEST_DATABASE_URL (see infra/scripts/test-postgres.sh)')
  return {
    config: {
      DATABASE_URL: url,
      DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}`,
      DATABASE_POOL_MAX: 5,
    },
    testing: { dropSchemaOnClose: true },
  }
}
