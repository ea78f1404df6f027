import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BaseConfig } from '../config/baseConfigSchema.ts'
import type { ServiceApp } from '../serviceTypes.ts'
import { badInputProbes, rowCounts } from './badInputWalk.ts'
import { type BuildApp, buildTestApp } from './buildTestApp.ts'
import { startServerProcess } from './startServerProcess.ts'
import { testDatabaseKind } from './testDatabase.ts'

/** A fresh Node process loads Fastify, Kysely and PGlite's JavaScript: slow when every package tests at once. */
const PROCESS_TEST_TIMEOUT_MS = 60_000

export interface ServiceBasics<DB, Config extends BaseConfig> {
  buildApp: BuildApp<DB, Config>
  /** The service's entry, e.g. `new URL('./server.ts', import.meta.url)`. */
  server: URL
  /** Tables the service's migrations create. */
  tables: string[]
}

/** What every service must do because it is built on the kit; its own tests come on top. */
export function describeServiceBasics<DB, Config extends BaseConfig>(
  name: string,
  basics: ServiceBasics<DB, Config>,
) {
  describe(`${name} service basics`, () => {
    let app: ServiceApp<DB, Config>

    beforeAll(async () => {
      app = await buildTestApp(basics.buildApp)
    })
    afterAll(() => app?.close())

    it('is live and, once migrated, ready', async () => {
      expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
      expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok' })
    })

    it('documents its routes at /docs/json', async () => {
      const doc = (await app.inject('/docs/json')).json()
      expect(doc.info.title).toBe(`Unikit ${name} service`)
      expect(doc.paths).toHaveProperty('/readyz')
    })

    it('creates its tables in its own schema', async () => {
      const { rows } = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = ${app.config.DATABASE_SCHEMA}`.execute(
        app.db,
      )
      const tables = rows.map((row) => row.table_name)
      expect(tables).toEqual(expect.arrayContaining([...basics.tables, 'kysely_migration']))
    })

    // Every route of the OpenAPI document, every text field, every bad value: a coded 400 or another 4xx, never
    // a 5xx, and not a row written (docs/decisions/0603-no-control-characters-in-text.md).
    it('refuses bad text in every field of every route, and bounds every text field of a body', async () => {
      const doc = (await app.inject('/docs/json')).json()
      const { probes, unboundedFields } = badInputProbes(doc)
      expect(unboundedFields).toEqual([])
      const before = await rowCounts(app as ServiceApp<unknown>)
      const answers = []
      for (const probe of probes) {
        const response = await app.inject({
          method: probe.method.toUpperCase() as 'GET',
          url: probe.url,
          ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
        })
        answers.push(
          `${response.statusCode} ${probe.method.toUpperCase()} ${probe.url.split('?')[0]} ${probe.field} ${probe.kind}`,
        )
      }
      expect(
        answers.filter((answer) => !answer.startsWith('400 ')).filter((answer) => !/^4\d\d /.test(answer)),
      ).toEqual([])
      expect(await rowCounts(app as ServiceApp<unknown>)).toEqual(before)
    })

    it('answers unknown routes with the one error body', async () => {
      const response = await app.inject('/api/private/unknown')
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    })

    // Vitest's transpiler forgives what Node's type stripping does not (enums, extensionless imports), so the
    // entry is loaded by Node itself. A bad PORT stops it right after every module has loaded, which keeps this
    // cheap; the kit's own tests run a full start and SIGTERM on the same startService.
    it.runIf(testDatabaseKind() === 'pglite')(
      'loads under Node from its server entry and refuses an invalid configuration',
      async () => {
        const attempt = startServerProcess(fileURLToPath(basics.server), { PORT: 'eighty' })
        await expect(attempt).rejects.toThrow(/exited with 1[\s\S]*PORT must be integer/)
      },
      PROCESS_TEST_TIMEOUT_MS,
    )
  })
}
