// Logins per second and latency percentiles of POST /api/private/login against a real PostgreSQL, measured from
// outside: the accounts service runs in its own process, as the runner starts it, and this process is only its
// client. Every login runs one argon2id verification (19 MiB, t=2, p=1) and writes a session, so on two cores the
// figure is bound by argon2. In the same run the same client drives a bare baseline (bench/bareLogin.ts: node:http
// and pg running the same statements and the same argon2 check) in turns with the service, and the bench prints the
// ratio (docs/decisions/0760-servers-measured-against-a-bare-baseline.md).
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/accounts bench [-- --logins 2000 --concurrency 20 --users 200 --rounds 3 --profile <dir>]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import {
  againstBaseline,
  baselineRatio,
  benchClient,
  describeMachine,
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
  rounds: { type: 'string', default: '3' },
  profile: { type: 'string' },
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
  baseline: { entry: new URL('./bareLogin.ts', import.meta.url), port: await freePort() },
  profile: values.profile,
})
const clients = { service: benchClient(service.origin), baseline: benchClient(service.baseline!.origin) }
const login = (target: keyof typeof clients) => (n: number) =>
  clients[target].post('/api/private/login', { email: emails[n % emails.length], password })

try {
  for (const target of ['service', 'baseline'] as const) {
    await runLoad({ count: Number(values.warmup), concurrency, request: login(target) })
  }
  const results = await againstBaseline(Number(values.rounds), (target) =>
    runLoad({ count: total, concurrency, request: login(target) }),
  )
  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS
  console.log(
    `logins against PostgreSQL, the service in its own process (${concurrency} concurrent clients, ` +
      `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4}; settings ${JSON.stringify(service.settings)}); ` +
      describeMachine(),
  )
  console.log(
    `  argon2id m=${memoryCost} KiB (${(memoryCost / 1024).toFixed(0)} MiB), t=${timeCost}, p=${parallelism}`,
  )
  console.log(`median of ${values.rounds} rounds each, in turns; service:`)
  console.log(loadSummary(results.service, 'logins'))
  console.log('bare baseline (node:http + pg, the same statements and argon2 check):')
  console.log(loadSummary(results.baseline, 'logins'))
  console.log(baselineRatio(results, 'logins'))
} finally {
  await clients.service.close()
  await clients.baseline.close()
  await service.close()
}
