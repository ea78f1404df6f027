// Archive search latency with 100,000 items on PostgreSQL, and download throughput: the accounts and drive
// services each run in their own process (as in production) and this process is only their client. The demo
// archive is seeded by the service at start; the bench then adds generated folders and files straight into the
// drive schema (names, codes and PDF text, folded as the service folds them) and vacuums and analyses the tables,
// so the planner sees a grown archive as autovacuum leaves it. Queries mix names, Vietnamese without diacritics, typos and words that are only
// inside PDFs. The searches by several clients are measured in turns with a bare baseline (bench/bareSearch.ts:
// node:http and pg running the same statements), driven by the same client, and the bench prints the ratio
// (docs/decisions/0760-servers-measured-against-a-bare-baseline.md).
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/drive bench [-- --items 100000 --searches 2000 --concurrency 4 --rounds 3 --profile <dir>]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { randomBytes } from 'node:crypto'
import { benchBehindAccounts } from '@unikit/accounts/testing'
import { foldText } from '@unikit/contracts'
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
import pg from 'pg'

const values = readBenchArgs({
  items: { type: 'string', default: '100000' },
  searches: { type: 'string', default: '2000' },
  concurrency: { type: 'string', default: '4' },
  'download-mb': { type: 'string', default: '30' },
  downloads: { type: 'string', default: '40' },
  rounds: { type: 'string', default: '3' },
  profile: { type: 'string' },
})
const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
const schema = `bench_drive_${randomBytes(4).toString('hex')}`
const platform = await benchBehindAccounts({
  name: 'drive',
  entry: new URL('../src/server.ts', import.meta.url),
  pool: '10',
  students: 4,
  env: { SEED_DEMO: '1', DATABASE_SCHEMA: schema },
  baseline: new URL('./bareSearch.ts', import.meta.url),
  profile: values.profile,
})

const subjects = [
  'Marketing',
  'Accounting',
  'Economics',
  'Kinh tế',
  'Tài chính',
  'Logistics',
  'Supply chain',
  'Programming',
  'Database',
  'Statistics',
  'Commercial law',
  'Communication',
  'Design',
  'Tourism',
  'Hospitality',
  'Management',
  'Quản trị kinh doanh',
  'Digital media',
  'Psychology',
  'Engineering',
]
const kinds = [
  'essay',
  'report',
  'case study',
  'lab report',
  'presentation',
  'reflection',
  'bài luận mẫu',
  'proposal',
]
const vocabulary = [
  'analysis',
  'market',
  'consumer',
  'growth',
  'inflation',
  'regression',
  'variance',
  'contract',
  'negligence',
  'algorithm',
  'recursion',
  'framework',
  'stakeholder',
  'sustainability',
  'tourism',
  'revenue',
  'liability',
  'inventory',
  'forecast',
  'branding',
  'elasticity',
  'hypothesis',
  'sampling',
  'leadership',
  'culture',
  'ethics',
  'vietnam',
  'saigon',
  'hanoi',
  'export',
  'import',
  'policy',
  'strategy',
  'innovation',
  'pricing',
  'promotion',
]

try {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  const seeded = performance.now()
  await growArchive(pool, Number(values.items))
  const growSeconds = (performance.now() - seeded) / 1000
  const {
    rows: [count],
  } = await pool.query(`select count(*)::int as n from ${schema}.items`)

  const drive = platform.service
  const client = benchClient(drive.origin)
  const bearer = (n: number) => ({ authorization: `Bearer ${platform.tokens[n % platform.tokens.length]}` })
  const queries = [
    'marketing',
    'kinh te',
    'marketng',
    'acounting',
    'supply chain',
    'heteroscedasticity',
    'bai luan mau',
    'regression analysis',
    'quan tri',
    'economics report',
    'ECON1192',
    'elasticity',
    'tai chinh',
    'logistcs',
  ]
  const clients = { service: client, baseline: benchClient(platform.baseline!.origin) }
  const searchPath = (n: number) =>
    `/api/private/drive/search?q=${encodeURIComponent(queries[n % queries.length] as string)}`
  const searchOn = (target: keyof typeof clients) => (n: number) =>
    clients[target].get(searchPath(n), bearer(n))
  const search = searchOn('service')
  await sameAnswers({
    service: drive.origin,
    baseline: platform.baseline!.origin,
    paths: queries.map((_, n) => searchPath(n)),
    headers: bearer(0),
  })
  for (const target of ['service', 'baseline'] as const) {
    await runLoad({ count: 200, concurrency: 2, request: searchOn(target) })
  }
  const one = await runLoad({ count: Number(values.searches) / 2, concurrency: 1, request: search })
  const many = await againstBaseline(Number(values.rounds), (target) =>
    runLoad({
      count: Number(values.searches),
      concurrency: Number(values.concurrency),
      request: searchOn(target),
    }),
  )

  const perQuery: string[] = []
  for (const [index, query] of queries.entries()) {
    const alone = await runLoad({ count: 40, concurrency: 1, request: () => search(index) })
    const at = (share: number) => alone.latencies[Math.ceil(share * alone.latencies.length) - 1]?.toFixed(1)
    perQuery.push(`  ${JSON.stringify(query).padEnd(22)} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`)
  }
  const download = await measureDownloads(drive.origin, platform.tokens[0] as string)

  console.log(
    `archive search against PostgreSQL: accounts and drive in their own processes, this one the client ` +
      `(${count.n} items, grown in ${growSeconds.toFixed(1)} s); ${describeMachine()}`,
  )
  console.log(`one client, ${queries.length} queries in turn (names, no diacritics, typos, PDF text):`)
  console.log(loadSummary(one, 'searches'))
  console.log(`${values.concurrency} clients, median of ${values.rounds} rounds each, in turns; service:`)
  console.log(loadSummary(many.service, 'searches'))
  console.log('bare baseline (node:http + pg, the same statements):')
  console.log(loadSummary(many.baseline, 'searches'))
  console.log(baselineRatio(many, 'searches'))
  console.log('each query alone, 40 times:')
  console.log(perQuery.join('\n'))
  console.log(download)
  await clients.baseline.close()
  await pool.end()
} finally {
  await platform.close()
}

/** Folders of 200 files each, every file with a name, a folded name and a few hundred characters of text. */
async function growArchive(pool: pg.Pool, items: number) {
  const folders = Math.max(1, Math.ceil(items / 200))
  const client = await pool.connect()
  try {
    await client.query(`set search_path to ${schema}, extensions`)
    await client.query('begin')
    const folderIds: string[] = []
    for (let f = 0; f < folders; f++) {
      const name = `${subjects[f % subjects.length]} ${1000 + f}`
      const code = `BNCH${String(1000 + f)}`
      const { rows } = await client.query(
        `insert into items (parent_id, root, kind, name, code, search_name) values ($1, $2, 'folder', $3, $4, $5) returning id`,
        [
          f % 3 === 0 ? 'major' : 'core',
          f % 3 === 0 ? 'major' : 'core',
          name,
          code,
          foldText(`${name} ${code}`),
        ],
      )
      folderIds.push(rows[0].id)
    }
    const batch = 2000
    for (let start = 0; start < items; start += batch) {
      const names: string[] = []
      const folded: string[] = []
      const texts: string[] = []
      const parents: string[] = []
      for (let i = start; i < Math.min(items, start + batch); i++) {
        const name = `${subjects[(i * 7) % subjects.length]} ${kinds[i % kinds.length]} ${i}`
        // 20 common words (each in about half the files, like "analysis" in real samples) and 30 rarer ones.
        let text = ''
        for (let w = 0; w < 20; w++) text += `${vocabulary[(i * 31 + w * 17) % vocabulary.length]} `
        for (let w = 0; w < 30; w++) text += `term${(i * 7919 + w * 104_729) % 20_000} `
        names.push(name)
        folded.push(foldText(name))
        texts.push(foldText(text))
        parents.push(folderIds[i % folderIds.length] as string)
      }
      await client.query(
        `insert into items (parent_id, root, ancestors, kind, name, search_name, search_text, mime_type, object_id, size, status)
         select p, f.root, array[p], 'file', n, s, t, 'application/pdf', 'bench-' || gen_random_uuid(), 1000, 'published'
         from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as u(n, s, t, p) join items f on f.id = u.p`,
        [names, folded, texts, parents],
      )
    }
    await client.query('commit')
    // As autovacuum leaves a table after a bulk load: statistics for the planner, the trigram index's pending
    // entries merged and the pages marked all-visible (index-only scans). Measured right after the load, the
    // searches would pay for that once-only work, and more or less of it as autovacuum starts mid-run. A snapshot
    // older than the load (autovacuum analysing it at the same moment) keeps a vacuum from marking the pages, so
    // vacuum again until they are, as autovacuum's next round would.
    for (let round = 0; round < 10; round++) {
      await client.query('vacuum analyze items, search_names, search_words')
      const { rows } = await client.query(
        `select bool_and(relallvisible >= relpages * 0.95) as marked from pg_class
         where oid in ('items'::regclass, 'search_names'::regclass)`,
      )
      if (rows[0].marked) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  } finally {
    client.release()
  }
}

/** A large upload read back whole, several times at once, and as 1 MB ranges (seeking in a video). */
async function measureDownloads(origin: string, token: string): Promise<string> {
  const bytes = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    randomBytes(Number(values['download-mb']) * 1024 * 1024),
  ])
  const folders = (await (
    await fetch(`${origin}/api/private/drive/list?parent_id=core`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: string }[] }
  const form = new FormData()
  form.append('title', 'Bench download')
  form.append('folder_id', folders.data[0]?.id as string)
  form.append('rights', 'yes')
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bench.pdf')
  const sent = await fetch(`${origin}/api/private/drive/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const { data } = (await sent.json()) as { data: { id: string } }
  const link = `${origin}/api/private/drive/download?id=${data.id}`
  const headers = { authorization: `Bearer ${token}` }
  const whole = async () => {
    const response = await fetch(link, { headers })
    let read = 0
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) read += chunk.length
    if (read !== bytes.length) throw new Error(`read ${read} of ${bytes.length} bytes`)
    return response.status
  }
  const count = Number(values.downloads)
  const started = performance.now()
  await runLoad({ count, concurrency: 4, request: whole })
  const seconds = (performance.now() - started) / 1000
  const mb = (count * bytes.length) / (1024 * 1024)
  const ranges = await runLoad({
    count: 400,
    concurrency: 4,
    request: async (n) => {
      const start = (n * 7919 * 1024) % (bytes.length - 1024 * 1024)
      const response = await fetch(link, {
        headers: { ...headers, range: `bytes=${start}-${start + 1024 * 1024 - 1}` },
      })
      await response.arrayBuffer()
      return response.status
    },
  })
  return [
    `downloads: ${count} × ${values['download-mb']} MB by 4 clients in ${seconds.toFixed(2)} s = ${(mb / seconds).toFixed(0)} MB/s`,
    '1 MB byte ranges at random offsets (seeking), 4 clients:',
    loadSummary(ranges, 'ranges'),
  ].join('\n')
}
