import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '../db/createDatabase.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

describe('/readyz', () => {
  it('answers 503 NOT_READY once the database cannot be reached, while /healthz still passes', async () => {
    const app = await buildTestApp(buildExampleApp)
    const { DATABASE_URL: url, DATABASE_SCHEMA: schema } = app.config
    try {
      await app.db.destroy()
      const response = await app.inject('/readyz')
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: { code: 'NOT_READY', message: 'The database is unreachable' },
      })
      expect((await app.inject('/healthz')).statusCode).toBe(200)
    } finally {
      await app.close()
    }
    if (url) {
      // The app lost its pool above, so its test schema is dropped from a fresh one.
      const { db } = createDatabase({ url, schema, dataDir: 'memory://' })
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db)
      await db.destroy()
    }
  })
})
