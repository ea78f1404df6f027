import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { INTERNAL_TOKEN_HEADER } from '@unikit/service-kit'
import { benchNodeArgs, type SpawnedService, spawnService } from '@unikit/service-kit/bench'
import { freePort } from '@unikit/test-fakes'
import pg from 'pg'
import { benchStudents } from './benchStudents.ts'

export interface BenchBehindAccounts {
  accounts: SpawnedService
  service: SpawnedService
  /** The bare baseline, when one was asked for: on the service's schema, knowing the students' tokens. */
  baseline?: SpawnedService
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
  /**
   * A bare server (`startBareServer`) reading the service's schema with the same pool size. It is given each
   * token's user id (`BENCH_SESSIONS`, JSON), as the cheapest session check there is: a lookup in memory.
   */
  baseline?: URL
  /** A folder for CPU profiles of the service and the baseline (benchNodeArgs). */
  profile?: string | undefined
}): Promise<BenchBehindAccounts> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) throw new Error('Set TEST_DATABASE_URL (infra/scripts/test-postgres.sh start) or DATABASE_URL')
  const suffix = randomBytes(4).toString('hex')
  // A bench may name the service's schema itself (to read it directly); it is dropped at the end all the same.
  const schemas = {
    accounts: `bench_accounts_${suffix}`,
    service: options.env?.DATABASE_SCHEMA ?? `bench_${options.name}_${suffix}`,
  }
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
    nodeArgs: benchNodeArgs(options.profile, 'service'),
  })
  const tokens = await benchStudents({
    origin: accounts.origin,
    databaseUrl: url,
    schema: schemas.accounts,
    count: options.students,
  })
  const baseline = options.baseline
    ? await spawnService({
        entry: options.baseline,
        port: await freePort(),
        env: {
          DATABASE_URL: url,
          DATABASE_POOL_MAX: options.pool,
          DATABASE_SCHEMA: schemas.service,
          // The deployment's shared key, for a baseline whose answers carry links the service signs with it.
          INTERNAL_TOKEN: common.INTERNAL_TOKEN,
          BENCH_SESSIONS: JSON.stringify(await sessionsOf(accounts.origin, common.INTERNAL_TOKEN, tokens)),
        },
        nodeArgs: benchNodeArgs(options.profile, 'baseline'),
      })
    : undefined
  return {
    accounts,
    service,
    ...(baseline ? { baseline } : {}),
    tokens,
    async close() {
      await baseline?.stop()
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

/** Each token's user id, as accounts answers a service that checks a session. */
async function sessionsOf(origin: string, internalToken: string, tokens: readonly string[]) {
  const sessions: Record<string, string> = {}
  for (const token of tokens) {
    const response = await fetch(`${origin}/internal/sessions/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken },
      body: JSON.stringify({ token }),
    })
    sessions[token] = ((await response.json()) as { userId: string }).userId
  }
  return sessions
}
