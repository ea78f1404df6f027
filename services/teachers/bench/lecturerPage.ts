// A lecturer's page per second, with latency percentiles, against a real PostgreSQL: the accounts and teachers
// services each run in their own process (as in production) and this process is only their client. A page is
// what the feedback remote asks when a student opens a lecturer: the card with its averages and top tags
// (`teacher/get`), then the first five insights (`rating/list`). The demo data (30 lecturers, ~400 insights) is
// seeded by the service at start, as `npm start` does. The closed loop is measured in turns with a bare baseline
// (bench/bareLecturerPage.ts: node:http and pg running the same statements), driven by the same client, and the
// bench prints the service's share of the baseline's throughput and its p99 beside the baseline's
// (docs/decisions/0760-servers-measured-against-a-bare-baseline.md).
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/teachers bench [-- --pages 4000 --concurrency 50 --rounds 3 --students 20]
//   pnpm --filter @unikit/teachers bench -- --profile /tmp/teachers-profile   (then the kit's bench:profile)
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { benchBehindAccounts } from '@unikit/accounts/testing'
import {
  againstBaseline,
  baselineRatio,
  benchClient,
  describeMachine,
  loadSummary,
  readBenchArgs,
  runArrivals,
  runLoad,
  sameAnswers,
} from '@unikit/service-kit/bench'

const values = readBenchArgs({
  pages: { type: 'string', default: '4000' },
  concurrency: { type: 'string', default: '50' },
  students: { type: 'string', default: '20' },
  rate: { type: 'string', default: '300' },
  seconds: { type: 'string', default: '5' },
  pool: { type: 'string', default: '10' },
  rounds: { type: 'string', default: '3' },
  profile: { type: 'string' },
})
const concurrency = Number(values.concurrency)
const platform = await benchBehindAccounts({
  name: 'teachers',
  entry: new URL('../src/server.ts', import.meta.url),
  pool: values.pool,
  students: Number(values.students),
  env: { SEED_DEMO: '1' },
  baseline: new URL('./bareLecturerPage.ts', import.meta.url),
  profile: values.profile,
})
const teachers = platform.service
const tokens = platform.tokens

try {
  const clients = { service: benchClient(teachers.origin), baseline: benchClient(platform.baseline!.origin) }
  const bearer = (n: number) => ({ authorization: `Bearer ${tokens[n % tokens.length]}` })
  const first = await fetch(`${teachers.origin}/api/private/teacher/list?page_size=50`, {
    headers: bearer(0),
  })
  const ids = ((await first.json()) as { data: { id: number }[] }).data.map((row) => row.id)
  const lecturer = (n: number) => ids[n % ids.length] as number
  const card = (n: number) => `/api/private/teacher/get?id=${lecturer(n)}`
  const insights = (n: number) =>
    `/api/private/teacher/rating/list?teacher_id=${lecturer(n)}&page=1&page_size=5`
  const page = (target: keyof typeof clients) => async (n: number) => {
    const status = await clients[target].get(card(n), bearer(n))
    if (status !== 200) return status
    return clients[target].get(insights(n), bearer(n))
  }
  await sameAnswers({
    service: teachers.origin,
    baseline: platform.baseline!.origin,
    paths: ids.slice(0, 5).flatMap((_, n) => [card(n), insights(n)]),
    headers: bearer(0),
  })

  for (const target of ['service', 'baseline'] as const) {
    await runLoad({ count: 500, concurrency, request: page(target) })
  }
  const closed = await againstBaseline(Number(values.rounds), (target) =>
    runLoad({ count: Number(values.pages), concurrency, request: page(target) }),
  )
  const open = await runArrivals({
    rate: Number(values.rate),
    seconds: Number(values.seconds),
    request: page('service'),
  })
  console.log(
    `lecturer pages against PostgreSQL: accounts and teachers in their own processes, this one the client ` +
      `(${ids.length} lecturers, ${tokens.length} students, pool ${values.pool}); ${describeMachine()}`,
  )
  console.log(
    `closed loop, ${concurrency} clients (a page = teacher/get then rating/list), median of ${values.rounds} rounds each, in turns:`,
  )
  console.log('service:')
  console.log(loadSummary(closed.service, 'pages'))
  console.log('bare baseline (node:http + pg, the same statements):')
  console.log(loadSummary(closed.baseline, 'pages'))
  console.log(baselineRatio(closed, 'pages'))
  console.log(`fixed arrival rate, ${values.rate} pages/s offered for ${values.seconds} s (service):`)
  console.log(loadSummary(open, 'pages'))
  await clients.service.close()
  await clients.baseline.close()
} finally {
  await platform.close()
}
