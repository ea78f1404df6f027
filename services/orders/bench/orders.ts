// Orders placed and listed per second, with latency percentiles, against a real PostgreSQL: the accounts and
// orders services each run in their own process (as in production) and this process is only their client.
// Each placement uploads nothing new (the files are uploaded in the setup); it checks the file, inserts the order
// and its first event in one transaction. Each list reads one page of ten with files and ratings.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/orders-service bench [-- --orders 2000 --lists 4000 --concurrency 20 --students 20]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { availableParallelism } from 'node:os'
import { benchBehindAccounts } from '@unikit/accounts/testing'
import { benchClient, loadSummary, readBenchArgs, runLoad } from '@unikit/service-kit/bench'
import { sampleFiles } from '@unikit/service-kit/testing'

const values = readBenchArgs({
  orders: { type: 'string', default: '2000' },
  lists: { type: 'string', default: '4000' },
  concurrency: { type: 'string', default: '20' },
  students: { type: 'string', default: '20' },
  pool: { type: 'string', default: '10' },
})
const concurrency = Number(values.concurrency)
const orderCount = Number(values.orders)
const platform = await benchBehindAccounts({
  name: 'orders',
  entry: new URL('../src/server.ts', import.meta.url),
  pool: values.pool,
  students: Number(values.students),
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
  const list = (n: number) =>
    client.get('/api/private/order/list?status=new,admin_accepted&page=1&page_size=10', bearer(n))

  await runLoad({ count: 200, concurrency, request: place })
  const placed = await runLoad({ count: orderCount, concurrency, request: place })
  await runLoad({ count: 200, concurrency, request: list })
  const listed = await runLoad({ count: Number(values.lists), concurrency, request: list })
  console.log(
    `orders against PostgreSQL: accounts and orders in their own processes, this one the client ` +
      `(${concurrency} concurrent clients, ${tokens.length} students, pool ${values.pool}, ${availableParallelism()} cores)`,
  )
  console.log('placing a Sample Citation (POST /api/private/order/create)')
  console.log(loadSummary(placed, 'orders'))
  console.log('listing a page of 10 (GET /api/private/order/list)')
  console.log(loadSummary(listed, 'lists'))
} finally {
  await platform.close()
}
