// Claims per second and latency percentiles of POST /gift/api/event/submit-email against a real PostgreSQL,
// over HTTP on the loopback, with the development outbox as the mailer.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/gifts bench [-- --claims 5000 --concurrency 50]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { loadSummary, readBenchArgs, runLoad, startBenchApp } from '@unikit/service-kit/bench'
import { createCampaign } from '../src/admin/campaigns.ts'
import { setPrize } from '../src/admin/prizes.ts'
import { buildApp } from '../src/app.ts'

const values = readBenchArgs({
  claims: { type: 'string', default: '5000' },
  concurrency: { type: 'string', default: '50' },
  warmup: { type: 'string', default: '200' },
  pool: { type: 'string', default: '10' },
})
const total = Number(values.claims)
const concurrency = Number(values.concurrency)
const warmup = Number(values.warmup)

const { app, origin, close } = await startBenchApp(buildApp, {
  DATABASE_POOL_MAX: Number(values.pool),
  GIFT_CLAIM_RATE_MAX: 1_000_000,
})
const endpoint = `${origin}/gift/api/event/submit-email`

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
await setPrize(app.db, 'bench', 'CARD', { stock: Math.ceil(total * 0.3), weight: 40 })
await setPrize(app.db, 'bench', 'TOTE_BAG', { stock: Math.ceil(total * 0.15), weight: 25 })
await setPrize(app.db, 'bench', 'STARBUCK_GLASS', { stock: Math.ceil(total * 0.05), weight: 15 })
await setPrize(app.db, 'bench', 'AIRPOD3', { stock: 20, weight: 2 })

const claimAs = (prefix: string) => (n: number) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${prefix}${n}@rmit.edu.vn` }),
  })

try {
  await runLoad({ count: warmup, concurrency, request: claimAs('warmup') })
  const result = await runLoad({ count: total, concurrency, request: claimAs('student') })
  const gifts = await app.db
    .selectFrom('gift_claims')
    .select(['gift', (eb) => eb.fn.countAll<number>().as('n')])
    .where('email', 'not like', 'warmup%')
    .groupBy('gift')
    .execute()
  console.log(`gift claims against PostgreSQL (${concurrency} concurrent clients, pool ${values.pool})`)
  console.log(loadSummary(result, 'claims'))
  console.log(`  gifts ${JSON.stringify(Object.fromEntries(gifts.map((g) => [g.gift, g.n])))}`)
} finally {
  await close()
}
