// Gift claims (POST /gift/api/event/submit-email) against a real PostgreSQL, measured from outside: the gifts
// service runs in its own process, as the runner starts it, and this process is only its client. Two loads:
// closed-loop (N clients, each waiting for its answer) and a fixed arrival rate (claims offered per second
// whatever the answers do, every claim's latency counted from when it was due). Prize mail goes to the outbox
// in the claim's transaction and leaves afterwards (development outbox folder as the mail transport).
// In the same run the same client drives a bare baseline (bench/bareClaims.ts: node:http and pg running the same
// statement) in turns with the service, and the bench prints the service's share of the baseline's throughput and
// its p99 beside the baseline's (docs/decisions/0760-servers-measured-against-a-bare-baseline.md).
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/gifts bench [-- --claims 10000 --concurrency 50 --rounds 3 --rate 1000 --seconds 5]
//   pnpm --filter @unikit/gifts bench -- --profile /tmp/gifts-profile   (then the kit's bench:profile on it)
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { setTimeout as sleep } from 'node:timers/promises'
import {
  againstBaseline,
  baselineRatio,
  benchClient,
  describeMachine,
  loadSummary,
  readBenchArgs,
  runArrivals,
  runLoad,
  startBenchService,
} from '@unikit/service-kit/bench'
import { freePort } from '@unikit/test-fakes'
import pg from 'pg'
import { createCampaign } from '../src/admin/campaigns.ts'
import { setPrize } from '../src/admin/prizes.ts'
import { buildApp } from '../src/app.ts'

const values = readBenchArgs({
  claims: { type: 'string', default: '10000' },
  concurrency: { type: 'string', default: '50' },
  rate: { type: 'string', default: '1000' },
  seconds: { type: 'string', default: '5' },
  // Enough to warm the JIT, the pools and PostgreSQL's caches before anything is counted.
  warmup: { type: 'string', default: '2000' },
  pool: { type: 'string', default: '10' },
  rounds: { type: 'string', default: '3' },
  profile: { type: 'string' },
})
const total = Number(values.claims)
const concurrency = Number(values.concurrency)
const rate = Number(values.rate)
const seconds = Number(values.seconds)
const offered = rate * seconds

const service = await startBenchService({
  buildApp,
  entry: new URL('../src/server.ts', import.meta.url),
  port: await freePort(),
  settings: {
    DATABASE_POOL_MAX: values.pool,
    // One client address sends every claim here.
    GIFT_CLAIM_RATE_MAX: '1000000',
  },
  async setup(app) {
    const now = Date.now()
    await createCampaign(app.db, 'bench', {
      name: 'Benchmark',
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
      year: 2027,
      noneWeight: 18,
      active: true,
    })
    // Stock for about half the claims, a contended AirPods row, the rest NONE: every path of a claim runs.
    const claims = Number(values.rounds) * total + offered + 2 * Number(values.warmup)
    await setPrize(app.db, 'bench', 'CARD', { stock: Math.ceil(claims * 0.3), weight: 40 })
    await setPrize(app.db, 'bench', 'TOTE_BAG', { stock: Math.ceil(claims * 0.15), weight: 25 })
    await setPrize(app.db, 'bench', 'STARBUCK_GLASS', { stock: Math.ceil(claims * 0.05), weight: 15 })
    await setPrize(app.db, 'bench', 'AIRPOD3', { stock: 20, weight: 2 })
  },
  baseline: { entry: new URL('./bareClaims.ts', import.meta.url), port: await freePort() },
  profile: values.profile,
})
/** Waits until the service has sent the prize mails of the claims so far (at most a minute). */
async function outboxSent(schema: string) {
  const database = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  })
  await database.connect()
  try {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(200)) {
      const { rows } = await database.query(
        `select count(*)::int as n from ${schema}.kit_mail_outbox where status = 'pending'`,
      )
      if (rows[0].n === 0) return
    }
  } finally {
    await database.end()
  }
}

const clients = {
  service: benchClient(service.origin),
  baseline: benchClient(service.baseline!.origin),
}
const claimAs = (target: keyof typeof clients, prefix: string) => (n: number) =>
  clients[target].post('/gift/api/event/submit-email', { email: `${prefix}${n}@rmit.edu.vn` })

try {
  for (const target of ['service', 'baseline'] as const) {
    await runLoad({ count: Number(values.warmup), concurrency, request: claimAs(target, 'warmup') })
  }
  const closed = await againstBaseline(
    Number(values.rounds),
    (target, round) => runLoad({ count: total, concurrency, request: claimAs(target, `closed${round}-`) }),
    () => outboxSent(service.schema),
  )
  await runLoad({ count: Number(values.warmup), concurrency, request: claimAs('service', 'warmup2-') })
  const open = await runArrivals({ rate, seconds, request: claimAs('service', 'open') })
  console.log(
    `gift claims against PostgreSQL, the service in its own process, the client in this one; ${describeMachine()}; ` +
      `settings ${JSON.stringify(service.settings)}`,
  )
  console.log(`closed loop, ${concurrency} clients (median of ${values.rounds} rounds each, taken in turns):`)
  console.log('service:')
  console.log(loadSummary(closed.service, 'claims'))
  console.log('bare baseline (node:http + pg, the same statement):')
  console.log(loadSummary(closed.baseline, 'claims'))
  console.log(baselineRatio(closed, 'claims'))
  console.log(`fixed arrival rate, ${rate} claims/s offered for ${seconds} s (service):`)
  console.log(loadSummary(open, 'claims'))
} finally {
  await clients.service.close()
  await clients.baseline.close()
  await service.close()
}
