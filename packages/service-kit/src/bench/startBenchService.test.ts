import { access } from 'node:fs/promises'
import { freePort } from '@unikit/test-fakes'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppOptions } from '../createService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { testDatabaseKind } from '../testing/testDatabase.ts'
import { startBenchService } from './startBenchService.ts'

/** What startBenchService gave the app it set up with: its schema and outbox folder. */
let given: { schema: string; outbox: string } | undefined
const recording = (options: AppOptions = {}) => {
  given = { schema: options.env?.DATABASE_SCHEMA ?? '', outbox: options.env?.OUTBOX_DIR ?? '' }
  return buildExampleApp(options)
}
const entry = new URL('../fixtures/exampleServer.ts', import.meta.url)

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

describe.runIf(testDatabaseKind() === 'postgres')('startBenchService', () => {
  it('runs the service in its own process on a bench schema set up first, and closing drops it all', async () => {
    let setUp = false
    const bench = await startBenchService({
      buildApp: recording,
      entry,
      port: await freePort(),
      settings: { DATABASE_POOL_MAX: '3' },
      setup: async () => {
        setUp = true
      },
    })
    expect(setUp).toBe(true)
    expect(bench.pid).not.toBe(process.pid)
    expect((await fetch(`${bench.origin}/healthz`)).status).toBe(200)
    expect(given?.schema).toMatch(/^bench_[0-9a-f]{8}$/)
    expect(await schemaExists(given!.schema)).toBe(true)

    await bench.close()
    expect(await schemaExists(given!.schema)).toBe(false)
    expect(await folderExists(given!.outbox)).toBe(false)
    await expect(fetch(`${bench.origin}/healthz`)).rejects.toThrow()
  })

  it('runs a bare baseline on a twin schema set up the same way, and closing drops both', async () => {
    const bench = await startBenchService({
      buildApp: recording,
      entry,
      port: await freePort(),
      setup: async (app) => {
        await app.db.insertInto('notes').values({ body: 'one' }).execute()
      },
      baseline: {
        entry: new URL('../fixtures/exampleBareServer.ts', import.meta.url),
        port: await freePort(),
      },
    })
    const baseline = bench.baseline!
    const count = await fetch(`${baseline.origin}/notes/count`)
    expect(await count.json()).toEqual({ n: 1, schema: `${bench.schema}_bare` })
    const echo = await fetch(`${baseline.origin}/echo`, { method: 'POST', body: JSON.stringify({ a: 1 }) })
    expect([echo.status, await echo.json()]).toEqual([201, { a: 1 }])
    expect((await fetch(`${baseline.origin}/nothing`)).status).toBe(404)
    await bench.close()
    expect(await schemaExists(`${bench.schema}_bare`)).toBe(false)
    await expect(fetch(`${baseline.origin}/readyz`)).rejects.toThrow()
  })

  it('leaves no schema behind when the setup fails, and says why', async () => {
    const failing = startBenchService({
      buildApp: recording,
      entry,
      port: await freePort(),
      setup: () => Promise.reject(new Error('cannot set up')),
    })
    await expect(failing).rejects.toThrow('cannot set up')
    expect(await schemaExists(given!.schema)).toBe(false)
  })
})
