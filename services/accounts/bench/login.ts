// Logins per second and latency percentiles of POST /api/private/login against a real PostgreSQL, over HTTP
// on the loopback. Every login runs one argon2id verification (19 MiB, t=2, p=1) and writes a session.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/accounts bench [-- --logins 2000 --concurrency 20 --users 200]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { buildApp } from '../src/app.ts'
import { ARGON2_PARAMETERS, hashPassword } from '../src/password/passwordHasher.ts'

const { values } = parseArgs({
  // `pnpm bench -- --logins 500` hands the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    logins: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    users: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '100' },
    pool: { type: 'string', default: '10' },
  },
})
const total = Number(values.logins)
const concurrency = Number(values.concurrency)
const userCount = Number(values.users)
const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!url) throw new Error('Set TEST_DATABASE_URL (infra/scripts/test-postgres.sh start) or DATABASE_URL')

const schema = `bench_${randomBytes(4).toString('hex')}`
const outbox = await mkdtemp(join(tmpdir(), 'unikit-bench-outbox-'))
const app = buildApp({
  env: {},
  config: {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    DATABASE_POOL_MAX: Number(values.pool),
    LOG_LEVEL: 'warn',
    OUTBOX_DIR: outbox,
    // One client address sends everything here; the per-account limit is never reached (all logins succeed).
    LOGIN_IP_MAX_FAILURES: 1_000_000,
  },
})
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
if (!address || typeof address === 'string') throw new Error('no port')
const endpoint = `http://127.0.0.1:${address.port}/api/private/login`

// Users are inserted directly with one shared hash: hashing 200 passwords would only slow the setup.
const password = 'Benchmark passphrase 2026'
const passwordHash = await hashPassword(password)
const emails = Array.from({ length: userCount }, (_, n) => `s${4_000_000 + n}@rmit.edu.vn`)
await app.db
  .insertInto('users')
  .values(
    emails.map((email) => ({ email, first_name: 'Bench', last_name: 'User', password_hash: passwordHash })),
  )
  .execute()

async function login(email: string): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

async function run(count: number) {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < count) {
      const n = next++
      const { ms, status } = await login(emails[n % emails.length]!)
      latencies.push(ms)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { seconds: (performance.now() - started) / 1000, latencies, statuses }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

try {
  await run(Number(values.warmup))
  const { seconds, latencies, statuses } = await run(total)
  const sorted = latencies.sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS
  console.log(
    `logins against PostgreSQL (${concurrency} concurrent clients, pool ${values.pool}, ${availableParallelism()} cores, ` +
      `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4})`,
  )
  console.log(
    `  argon2id m=${memoryCost} KiB (${(memoryCost / 1024).toFixed(0)} MiB), t=${timeCost}, p=${parallelism}`,
  )
  console.log(`  ${total} logins in ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(0)} logins/s`)
  console.log(
    `  latency p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)}`,
  )
  console.log(`  statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
} finally {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(app.db)
  await app.close()
  await rm(outbox, { recursive: true, force: true })
}
