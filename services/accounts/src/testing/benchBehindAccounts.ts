import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SpawnedService, spawnService } from '@unikit/service-kit/bench'
import { freePort } from '@unikit/test-fakes'
import pg from 'pg'
import { benchStudents } from './benchStudents.ts'

export interface BenchBehindAccounts {
  accounts: SpawnedService
  service: SpawnedService
  /** Session tokens of signed-up, verified students. */
  tokens: string[]
  close(): Promise<void>
}

/**
 * A service that checks sessions with accounts, for a bench: both in their own processes against PostgreSQL (each
 * in a schema of its own, dropped at the end), accounts with its sign-up limits raised, and `students` signed in.
 */
export async function benchBehindAccounts(options: {
  name: string
  entry: URL
  pool: string
  students: number
  env?: Record<string, string>
}): Promise<BenchBehindAccounts> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) throw new Error('Set TEST_DATABASE_URL (infra/scripts/test-postgres.sh start) or DATABASE_URL')
  const suffix = randomBytes(4).toString('hex')
  const schemas = { accounts: `bench_accounts_${suffix}`, service: `bench_${options.name}_${suffix}` }
  const scratch = await mkdtemp(join(tmpdir(), `unikit-${options.name}-bench-`))
  const common = {
    DATABASE_URL: url,
    DATABASE_POOL_MAX: options.pool,
    INTERNAL_TOKEN: randomBytes(32).toString('base64url'),
    OUTBOX_DIR: join(scratch, 'outbox'),
  }
  const accounts = await spawnService({
    entry: new URL('../server.ts', import.meta.url),
    port: await freePort(),
    env: {
      ...common,
      DATABASE_SCHEMA: schemas.accounts,
      SIGNUP_RATE_MAX: '100000',
      LOGIN_IP_MAX_FAILURES: '100000',
    },
  })
  const service = await spawnService({
    entry: options.entry,
    port: await freePort(),
    env: {
      ...common,
      DATABASE_SCHEMA: schemas.service,
      ACCOUNTS_URL: accounts.origin,
      FILES_DIR: join(scratch, 'files'),
      ...options.env,
    },
  })
  const tokens = await benchStudents({
    origin: accounts.origin,
    databaseUrl: url,
    schema: schemas.accounts,
    count: options.students,
  })
  return {
    accounts,
    service,
    tokens,
    async close() {
      await service.stop()
      await accounts.stop()
      const database = new pg.Pool({ connectionString: url, max: 1 })
      for (const schema of Object.values(schemas))
        await database.query(`drop schema if exists ${schema} cascade`)
      await database.end()
      await rm(scratch, { recursive: true, force: true })
    },
  }
}
