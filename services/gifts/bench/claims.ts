// Claims per second and latency percentiles of POST /gift/api/event/submit-email against a real PostgreSQL,
// over HTTP on the loopback, with the development outbox as the mailer.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/gifts bench [-- --claims 5000 --concurrency 50]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { createCampaign } from '../src/admin/campaigns.ts'
import { setPrize } from '../src/admin/prizes.ts'
import { buildApp } from '../src/app.ts'

const { values } = parseArgs({
  // `pnpm bench -- --claims 500` hands the `--` on (pnpm 10).
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    claims: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '200' },
    pool: { type: 'string', default: '10' },
  },
})
const total = Number(values.claims)
const concurrency = Number(values.concurrency)
const warmup = Number(values.warmup)
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
    GIFT_CLAIM_RATE_MAX: 1_000_000,
  },
})
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
if (!address || typeof address === 'string') throw new Error('no port')
const endpoint = `http://127.0.0.1:${address.port}/gift/api/event/submit-email`

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

async function claim(email: string): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

async function run(count: number, prefix: string) {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < count) {
      const n = next++
      const { ms, status } = await claim(`${prefix}${n}@rmit.edu.vn`)
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
  await run(warmup, 'warmup')
  const { seconds, latencies, statuses } = await run(total, 'student')
  const sorted = latencies.sort((a, b) => a - b)
  const gifts = await app.db
    .selectFrom('gift_claims')
    .select(['gift', (eb) => eb.fn.countAll<number>().as('n')])
    .where('email', 'not like', 'warmup%')
    .groupBy('gift')
    .execute()
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(`gift claims against PostgreSQL (${concurrency} concurrent clients, pool ${values.pool})`)
  console.log(`  ${total} claims in ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(0)} claims/s`)
  console.log(
    `  latency p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)}`,
  )
  console.log(`  statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
  console.log(`  gifts ${JSON.stringify(Object.fromEntries(gifts.map((g) => [g.gift, g.n])))}`)
} finally {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(app.db)
  await app.close()
  await rm(outbox, { recursive: true, force: true })
}
