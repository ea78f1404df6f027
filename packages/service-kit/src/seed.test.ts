import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppOptions } from './createService.ts'
import { buildExampleApp } from './fixtures/exampleService.ts'
import { buildTestApp } from './testing/buildTestApp.ts'
import { testDatabaseKind, testDatabaseOptions } from './testing/testDatabase.ts'

/** Two starts against the same database: an on-disk PGlite folder, or the same PostgreSQL schema. */
let database: AppOptions
let dataDir: string | undefined

beforeAll(async () => {
  const { config } = await testDatabaseOptions()
  if (testDatabaseKind() === 'pglite') {
    dataDir = await mkdtemp(join(tmpdir(), 'seed-test-'))
    database = { config: { DATA_DIR: dataDir } }
  } else {
    database = { config }
  }
})
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function countNotes(options: AppOptions): Promise<number> {
  const app = await buildTestApp(buildExampleApp, options)
  try {
    const row = await app.db
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst()
    return row?.count ?? 0
  } finally {
    await app.close()
  }
}

// Three starts, on disk for PGlite: slow when every package tests at once.
describe('demo seed', { timeout: 90_000 }, () => {
  it('runs only with SEED_DEMO and stays idempotent across restarts', async () => {
    const keep = { dropSchemaOnClose: false }
    expect(await countNotes({ config: { ...database.config }, testing: keep })).toBe(0)
    expect(await countNotes({ config: { ...database.config, SEED_DEMO: true }, testing: keep })).toBe(1)
    const last = { dropSchemaOnClose: testDatabaseKind() === 'postgres' }
    expect(await countNotes({ config: { ...database.config, SEED_DEMO: true }, testing: last })).toBe(1)
  })
})
