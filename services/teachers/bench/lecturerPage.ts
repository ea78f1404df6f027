// A lecturer's page per second, with latency percentiles, against a real PostgreSQL: the accounts and teachers
// services each run in their own process (as in production) and this process is only their client. A page is
// what the feedback remote asks when a student opens a lecturer: the card with its averages, summary (distribution,
// would take again, difficulty, each course) and top tags (`teacher/get`), then the first five insights with the
// reader's helpful votes (`rating/list`). The figure to read is the closed loop's p99 at 50 clients. The demo data (30 lecturers, ~400 insights) is
// seeded by the service at start, as `npm start` does.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/teachers bench [-- --pages 4000 --concurrency 50 --students 20]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { availableParallelism } from 'node:os'
import { benchBehindAccounts } from '@unikit/accounts/testing'
import { benchClient, loadSummary, readBenchArgs, runArrivals, runLoad } from '@unikit/service-kit/bench'

const values = readBenchArgs({
  pages: { type: 'string', default: '4000' },
  concurrency: { type: 'string', default: '50' },
  students: { type: 'string', default: '20' },
  rate: { type: 'string', default: '300' },
  seconds: { type: 'string', default: '5' },
  pool: { type: 'string', default: '10' },
})
const concurrency = Number(values.concurrency)
const platform = await benchBehindAccounts({
  name: 'teachers',
  entry: new URL('../src/server.ts', import.meta.url),
  pool: values.pool,
  students: Number(values.students),
  env: { SEED_DEMO: '1' },
})
const teachers = platform.service
const tokens = platform.tokens

try {
  const client = benchClient(teachers.origin)
  const bearer = (n: number) => ({ authorization: `Bearer ${tokens[n % tokens.length]}` })
  const first = await fetch(`${teachers.origin}/api/private/teacher/list?page_size=50`, {
    headers: bearer(0),
  })
  const ids = ((await first.json()) as { data: { id: number }[] }).data.map((row) => row.id)
  const lecturer = (n: number) => ids[n % ids.length] as number
  const page = async (n: number) => {
    const card = await client.get(`/api/private/teacher/get?id=${lecturer(n)}`, bearer(n))
    if (card !== 200) return card
    return client.get(
      `/api/private/teacher/rating/list?teacher_id=${lecturer(n)}&page=1&page_size=5`,
      bearer(n),
    )
  }

  await runLoad({ count: 500, concurrency, request: page })
  const closed = await runLoad({ count: Number(values.pages), concurrency, request: page })
  const open = await runArrivals({
    rate: Number(values.rate),
    seconds: Number(values.seconds),
    request: page,
  })
  console.log(
    `lecturer pages against PostgreSQL: accounts and teachers in their own processes, this one the client ` +
      `(${ids.length} lecturers, ${tokens.length} students, pool ${values.pool}, ${availableParallelism()} cores)`,
  )
  console.log(`closed loop, ${concurrency} clients (a page = teacher/get then rating/list):`)
  console.log(loadSummary(closed, 'pages'))
  console.log(`fixed arrival rate, ${values.rate} pages/s offered for ${values.seconds} s:`)
  console.log(loadSummary(open, 'pages'))
} finally {
  await platform.close()
}
