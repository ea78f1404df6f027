// Logins per second through the gateway with one, then two accounts instances behind it (round robin), each in
// its own process, against one PostgreSQL; this process only sends the requests.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/infra bench:login-scale [-- --logins 600 --concurrency 16 --users 40]
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { freePort } from '@unikit/test-fakes'
import pg from 'pg'
import { type RunningService, startService, stopService, waitUntilReady } from '../src/runner/startService.ts'
import { call, closeAgents } from '../src/scale/httpClient.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    logins: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '16' },
    users: { type: 'string', default: '40' },
  },
})
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!databaseUrl) throw new Error('Set TEST_DATABASE_URL (infra/scripts/test-postgres.sh start)')
const schema = `bench_login_${process.pid}`
const password = 'Benchmark passphrase 2026'

const dataRoot = await mkdtemp(path.join(tmpdir(), 'unikit-bench-'))
const env = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: schema,
  SEED_DEMO: '0',
  SIGNUP_RATE_MAX: '100000',
  LOGIN_IP_MAX_FAILURES: '100000',
}
const instances: RunningService[] = []
const startAccounts = async () => {
  const service = startService({ name: 'accounts', port: await freePort(), dataRoot, env })
  instances.push(service)
  await waitUntilReady(service)
  return service
}

async function startGateway(accounts: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--conditions=@unikit/source', 'bench/gatewayServer.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, UPSTREAMS: JSON.stringify({ accounts }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  for await (const line of createInterface({ input: child.stdout! })) {
    const match = /listening at (\S+)/.exec(line)
    if (match?.[1]) return { url: match[1], child }
  }
  throw new Error('the gateway did not start')
}

async function loginLoad(origin: string, emails: string[]) {
  const total = Number(values.logins)
  const latencies: number[] = []
  let next = 0
  let failed = 0
  const client = async () => {
    while (next < total) {
      const n = next++
      const started = performance.now()
      const answer = await call(origin, {
        method: 'POST',
        path: '/api/private/login',
        body: { email: emails[n % emails.length], password },
      })
      latencies.push(performance.now() - started)
      if (answer.status !== 200) failed++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: Number(values.concurrency) }, client))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(0)
  return `${(total / seconds).toFixed(1)} logins/s (p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ${failed} failed)`
}

try {
  const first = await startAccounts()
  const gateway1 = await startGateway([first.url])
  const emails = Array.from({ length: Number(values.users) }, (_, n) => `s${4_100_000 + n}@rmit.edu.vn`)
  for (const email of emails) {
    const answer = await call(gateway1.url, {
      method: 'POST',
      path: '/api/private/signup',
      body: { first_name: 'Bench', last_name: 'User', email, password },
    })
    if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${answer.body}`)
  }
  await loginLoad(gateway1.url, emails) // warm-up
  const one = await loginLoad(gateway1.url, emails)
  gateway1.child.kill('SIGTERM')
  await once(gateway1.child, 'exit')

  const second = await startAccounts()
  const gateway2 = await startGateway([first.url, second.url])
  await loginLoad(gateway2.url, emails) // warm-up of the second instance
  const two = await loginLoad(gateway2.url, emails)
  gateway2.child.kill('SIGTERM')
  await once(gateway2.child, 'exit')

  console.log(
    `logins through the gateway, ${values.concurrency} concurrent clients, ${values.logins} logins each:`,
  )
  console.log(`  one accounts instance:  ${one}`)
  console.log(`  two accounts instances: ${two}`)
} finally {
  closeAgents()
  await Promise.all(instances.map((service) => stopService(service)))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(`drop schema if exists ${schema} cascade`)
  await client.end()
  await rm(dataRoot, { recursive: true, force: true })
}
