import { access } from 'node:fs/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppOptions } from '../createService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { testDatabaseKind } from '../testing/testDatabase.ts'
import { startBenchApp } from './startBenchApp.ts'

/** What startBenchApp gave the app it built: its schema and outbox folder. */
let given: { schema: string; outbox: string } | undefined
const recording =
  (fail: boolean) =>
  (options: AppOptions = {}) => {
    given = { schema: options.config?.DATABASE_SCHEMA ?? '', outbox: options.config?.OUTBOX_DIR ?? '' }
    const app = buildExampleApp(options)
    // Registered after the routes: it fails the start once the migrations have made the schema.
    if (fail) app.register(async () => Promise.reject(new Error('cannot start')))
    return app
  }

let client: pg.Client
beforeAll(async () => {
  if (testDatabaseKind() !== 'postgres') return
  client = new pg.Client(process.env.TEST_DATABASE_URL)
  await client.connect()
})
afterAll(() => client?.end())

const schemaExists = async (schema: string) =>
  (await client.query('select 1 from pg_namespace where nspname = $1', [schema])).rowCount === 1
const folderExists = (folder: string) =>
  access(folder).then(
    () => true,
    () => false,
  )

describe.runIf(testDatabaseKind() === 'postgres')('startBenchApp', () => {
  it('serves over HTTP in a bench schema that closing drops, with its outbox', async () => {
    const bench = await startBenchApp(recording(false))
    expect((await fetch(`${bench.origin}/healthz`)).status).toBe(200)
    expect(given?.schema).toMatch(/^bench_[0-9a-f]{8}$/)
    expect(await schemaExists(given!.schema)).toBe(true)
    expect(await folderExists(given!.outbox)).toBe(true)

    await bench.close()
    expect(await schemaExists(given!.schema)).toBe(false)
    expect(await folderExists(given!.outbox)).toBe(false)
  })

  it('leaves no schema or outbox behind when the start fails, and says why', async () => {
    await expect(startBenchApp(recording(true))).rejects.toThrow('cannot start')
    expect(await schemaExists(given!.schema)).toBe(false)
    expect(await folderExists(given!.outbox)).toBe(false)
  })
})
