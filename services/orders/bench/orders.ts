// Orders placed and listed per second, with latency percentiles, against a real PostgreSQL: the accounts and
// orders services each run in their own process (as in production) and this process is only their client.
// Each placement uploads nothing new (the files are uploaded in the setup); it checks the file, inserts the order
// and its first event in one transaction. Each list reads one page of ten with files and ratings. The lists are
// measured in turns with a bare baseline (bench/bareOrderList.ts: node:http and pg running the same four
// statements), driven by the same client, and the bench prints the service's share of the baseline's throughput
// and its p99 beside the baseline's (docs/decisions/0760-servers-measured-against-a-bare-baseline.md).
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/orders-service bench [-- --orders 2000 --lists 4000 --concurrency 50 --rounds 3]
//   pnpm --filter @unikit/orders-service bench -- --profile /tmp/orders-profile   (then the kit's bench:profile)
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { benchBehindAccounts } from '@unikit/accounts/testing'
import {
  againstBaseline,
  baselineRatio,
  benchClient,
  describeMachine,
  loadSummary,
  readBenchArgs,
  runLoad,
  sameAnswers,
} from '@unikit/service-kit/bench'
import { sampleFiles } from '@unikit/service-kit/testing'

const values = readBenchArgs({
  orders: { type: 'string', default: '2000' },
  lists: { type: 'string', default: '4000' },
  concurrency: { type: 'string', default: '50' },
  students: { type: 'string', default: '20' },
  pool: { type: 'string', default: '10' },
  rounds: { type: 'string', default: '3' },
  profile: { type: 'string' },
})
const concurrency = Number(values.concurrency)
const orderCount = Number(values.orders)
const platform = await benchBehindAccounts({
  name: 'orders',
  entry: new URL('../src/server.ts', import.meta.url),
  pool: values.pool,
  students: Number(values.students),
  baseline: new URL('./bareOrderList.ts', import.meta.url),
  profile: values.profile,
})
const orders = platform.service
const tokens = platform.tokens

async function uploadedFiles(token: string, count: number) {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const form = new FormData()
    form.append('file', new Blob([sampleFiles.docx()]), 'essay.docx')
    const response = await fetch(`${orders.origin}/api/private/file/upload?purpose=sc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    ids.push(((await response.json()) as { data: { id: string } }).data.id)
  }
  return ids
}

try {
  const perStudent = Math.ceil((orderCount + 200) / tokens.length)
  const files = await Promise.all(tokens.map((token) => uploadedFiles(token, perStudent)))
  const used = tokens.map(() => 0)
  const client = benchClient(orders.origin)
  const bearer = (n: number) => ({ authorization: `Bearer ${tokens[n % tokens.length]}` })
  const place = (n: number) => {
    const who = n % tokens.length
    const file = files[who]![used[who]!++]!
    const body = { type: 'sc', file_input: file, instruction: 'Cite the sources of this essay' }
    return client.post('/api/private/order/create', body, bearer(n))
  }
  const listPath = '/api/private/order/list?status=new,admin_accepted&page=1&page_size=10'
  const clients = { service: client, baseline: benchClient(platform.baseline!.origin) }
  const list = (target: keyof typeof clients) => (n: number) => clients[target].get(listPath, bearer(n))

  await runLoad({ count: 200, concurrency, request: place })
  const placed = await runLoad({ count: orderCount, concurrency, request: place })
  await sameAnswers({
    service: orders.origin,
    baseline: platform.baseline!.origin,
    paths: [listPath, '/api/private/order/list?page=2&page_size=5'],
    headers: bearer(0),
  })
  for (const target of ['service', 'baseline'] as const) {
    await runLoad({ count: 200, concurrency, request: list(target) })
  }
  const listed = await againstBaseline(Number(values.rounds), (target) =>
    runLoad({ count: Number(values.lists), concurrency, request: list(target) }),
  )
  console.log(
    `orders against PostgreSQL: accounts and orders in their own processes, this one the client ` +
      `(${concurrency} concurrent clients, ${tokens.length} students, pool ${values.pool}); ${describeMachine()}`,
  )
  console.log('placing a Sample Citation (POST /api/private/order/create)')
  console.log(loadSummary(placed, 'orders'))
  console.log(
    `listing a page of 10 (GET /api/private/order/list), median of ${values.rounds} rounds each, in turns:`,
  )
  console.log('service:')
  console.log(loadSummary(listed.service, 'lists'))
  console.log('bare baseline (node:http + pg, the same four statements):')
  console.log(loadSummary(listed.baseline, 'lists'))
  console.log(baselineRatio(listed, 'lists'))
  await clients.service.close()
  await clients.baseline.close()
} finally {
  await platform.close()
}
