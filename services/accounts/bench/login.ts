// Logins per second and latency percentiles of POST /api/private/login against a real PostgreSQL, measured from
// outside: the accounts service runs in its own process, as the runner starts it, and this process is only its
// client. Every login runs one argon2id verification (19 MiB, t=2, p=1) and writes a session, so on two cores the
// figure is bound by argon2.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/accounts bench [-- --logins 2000 --concurrency 20 --users 200]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { availableParallelism } from 'node:os'
import {
  benchClient,
  loadSummary,
  readBenchArgs,
  runLoad,
  startBenchService,
} from '@unikit/service-kit/bench'
import { freePort } from '@unikit/test-fakes'
import { buildApp } from '../src/app.ts'
import { insertUser } from '../src/db/users.ts'
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

// Users are inserted directly with one shared hash: hashing 200 passwords would only slow the setup.
const password = 'Benchmark passphrase 2026'
const emails = Array.from({ length: userCount }, (_, n) => `s${4_000_000 + n}@rmit.edu.vn`)
const service = await startBenchService({
  buildApp,
  entry: new URL('../src/server.ts', import.meta.url),
  port: await freePort(),
  settings: {
    DATABASE_POOL_MAX: values.pool,
    // One client address sends everything here; the per-account limit is never reached (all logins succeed).
    LOGIN_IP_MAX_FAILURES: '1000000',
  },
  async setup(app) {
    const passwordHash = await hashPassword(password)
    for (const email of emails) {
      await insertUser(app.db, { email, first_name: 'Bench', last_name: 'User', password_hash: passwordHash })
    }
  },
})
const client = benchClient(service.origin)

const login = (n: number) => client.post('/api/private/login', { email: emails[n % emails.length], password })

try {
  await runLoad({ count: Number(values.warmup), concurrency, request: login })
  const result = await runLoad({ count: total, concurrency, request: login })
  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS
  console.log(
    `logins against PostgreSQL, the service in its own process (${concurrency} concurrent clients, ` +
      `${availableParallelism()} cores, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4}; ` +
      `settings ${JSON.stringify(service.settings)})`,
  )
  console.log(
    `  argon2id m=${memoryCost} KiB (${(memoryCost / 1024).toFixed(0)} MiB), t=${timeCost}, p=${parallelism}`,
  )
  console.log(loadSummary(result, 'logins'))
} finally {
  await client.close()
  await service.close()
}
