// Logins per second and latency percentiles of POST /api/private/login against a real PostgreSQL, over HTTP
// on the loopback. Every login runs one argon2id verification (19 MiB, t=2, p=1) and writes a session.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/accounts bench [-- --logins 2000 --concurrency 20 --users 200]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { availableParallelism } from 'node:os'
import { loadSummary, readBenchArgs, runLoad, startBenchApp } from '@unikit/service-kit/bench'
import { buildApp } from '../src/app.ts'
import { ARGON2_PARAMETERS, hashPassword } from '../src/password/passwordHasher.ts'

const values = readBenchArgs({
  logins: { type: 'string', default: '2000' },
  concurrency: { type: 'string', default: '20' },
  users: { type: 'string', default: '200' },
  warmup: { type: 'string', default: '100' },
  pool: { type: 'string', default: '10' },
})
const total = Number(values.logins)
const concurrency = Number(values.concurrency)
const userCount = Number(values.users)

const { app, origin, close } = await startBenchApp(buildApp, {
  DATABASE_POOL_MAX: Number(values.pool),
  // One client address sends everything here; the per-account limit is never reached (all logins succeed).
  LOGIN_IP_MAX_FAILURES: 1_000_000,
})
const endpoint = `${origin}/api/private/login`

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

const login = (n: number) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: emails[n % emails.length], password }),
  })

try {
  await runLoad({ count: Number(values.warmup), concurrency, request: login })
  const result = await runLoad({ count: total, concurrency, request: login })
  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS
  console.log(
    `logins against PostgreSQL (${concurrency} concurrent clients, pool ${values.pool}, ${availableParallelism()} cores, ` +
      `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4})`,
  )
  console.log(
    `  argon2id m=${memoryCost} KiB (${(memoryCost / 1024).toFixed(0)} MiB), t=${timeCost}, p=${parallelism}`,
  )
  console.log(loadSummary(result, 'logins'))
} finally {
  await close()
}
