import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createService } from '../createService.ts'
import { testDatabaseKind } from '../testing/testDatabase.ts'
import type { Migrations } from './runMigrations.ts'

const routes = () => {}

// Several instances of one service starting at once against the same schema (a deploy, an autoscaler).
describe.runIf(testDatabaseKind() === 'postgres')('migrations on several instances at once', () => {
  it('are applied by exactly one instance while the others wait, and every instance comes up ready', async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`
    const url = process.env.TEST_DATABASE_URL
    const migrations: Migrations = {
      '0001_runs': {
        async up(db: Kysely<unknown>) {
          await db.schema.createTable('runs').addColumn('pid', 'integer').execute()
          await sql`insert into runs values (pg_backend_pid())`.execute(db)
          await sql`select pg_sleep(0.5)`.execute(db) // a slow migration widens the race
        },
      },
    }
    const waited: string[] = []
    const apps = Array.from({ length: 4 }, () =>
      createService(
        { name: 'lock-test', port: 0, migrations, routes },
        {
          env: {},
          config: {
            NODE_ENV: 'test',
            LOG_LEVEL: 'info',
            DATABASE_URL: url,
            DATABASE_SCHEMA: schema,
            DATABASE_POOL_MAX: 2,
            STORAGE_SWEEP_INTERVAL_MS: 0,
          },
        },
      ),
    )
    for (const app of apps) {
      const info = app.log.info.bind(app.log)
      app.log.info = ((...args: Parameters<typeof info>) => {
        if (args.some((arg) => typeof arg === 'string' && arg.includes('waiting'))) waited.push('yes')
        return info(...args)
      }) as typeof info
    }
    try {
      await Promise.all(apps.map((app) => app.ready()))
      const runs = await sql<{ count: number }>`select count(*) as count from runs`.execute(apps[0]!.db)
      expect(runs.rows[0]?.count).toBe(1)
      for (const app of apps) expect((await app.inject('/readyz')).statusCode).toBe(200)
      expect(waited.length).toBeGreaterThanOrEqual(1)
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(apps[0]!.db)
      await Promise.all(apps.map((app) => app.close()))
    }
  }, 60_000)
})
