// Gift claims (POST /gift/api/event/submit-email) against a real PostgreSQL, measured from outside: the gifts
// service runs in its own process, as the runner starts it, and this process is only its client. Two loads:
// closed-loop (N clients, each waiting for its answer) and a fixed arrival rate (claims offered per second
// whatever the answers do, every claim's latency counted from when it was due). Prize mail goes to the outbox
// in the claim's transaction and leaves afterwards (development outbox folder as the mail transport).
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/gifts bench [-- --claims 10000 --concurrency 50 --rate 1000 --seconds 5]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { availableParallelism } from 'node:os'
import {
  benchClient,
  loadSummary,
  readBenchArgs,
  runArrivals,
  runLoad,
  startBenchService,
} from '@unikit/service-kit/bench'
import { freePort } from '@unikit/test-fakes'
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
    const claims = total + offered + 2 * Number(values.warmup)
    await setPrize(app.db, 'bench', 'CARD', { stock: Math.ceil(claims * 0.3), weight: 40 })
    await setPrize(app.db, 'bench', 'TOTE_BAG', { stock: Math.ceil(claims * 0.15), weight: 25 })
    await setPrize(app.db, 'bench', 'STARBUCK_GLASS', { stock: Math.ceil(claims * 0.05), weight: 15 })
    await setPrize(app.db, 'bench', 'AIRPOD3', { stock: 20, weight: 2 })
  },
})
const client = benchClient(service.origin)
const claimAs = (prefix: string) => (n: number) =>
  client.post('/gift/api/event/submit-email', { email: `${prefix}${n}@rmit.edu.vn` })

try {
  await runLoad({ count: Number(values.warmup), concurrency, request: claimAs('warmup') })
  const closed = await runLoad({ count: total, concurrency, request: claimAs('closed') })
  await runLoad({ count: Number(values.warmup), concurrency, request: claimAs('warmup2-') })
  const open = await runArrivals({ rate, seconds, request: claimAs('open') })
  console.log(
    `gift claims against PostgreSQL, the service in its own process (${availableParallelism()} cores; ` +
      `settings ${JSON.stringify(service.settings)})`,
  )
  console.log(`closed loop, ${concurrency} clients:`)
  console.log(loadSummary(closed, 'claims'))
  console.log(`fixed arrival rate, ${rate} claims/s offered for ${seconds} s:`)
  console.log(loadSummary(open, 'claims'))
} finally {
  await client.close()
  await service.close()
}
