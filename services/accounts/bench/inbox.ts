// The bell's list and count and the statement's pages per second, with latency percentiles (p99 at 50 clients),
// against a real PostgreSQL, measured from outside: the accounts service runs in its own process, as the runner
// starts it, and this process is only its client. Each student has NOTICES notices (a third of them unread) and
// ENTRIES ledger lines, written before the service starts, so the figures are the reads alone. Each call is measured
// in turns with a bare baseline (bench/bareInbox.ts: node:http and pg running the same statements), driven by the
// same client, and the bench prints the service's share of the baseline's throughput and its p99 beside the
// baseline's (docs/decisions/0760-servers-measured-against-a-bare-baseline.md).
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/accounts bench:inbox [-- --requests 4000 --concurrency 50 --students 200 --rounds 3]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import {
  againstBaseline,
  baselineRatio,
  benchClient,
  describeMachine,
  loadSummary,
  readBenchArgs,
  runLoad,
  sameAnswers,
  startBenchService,
} from '@unikit/service-kit/bench'
import { freePort } from '@unikit/test-fakes'
import type { AccountsApp } from '../src/AccountsApp.ts'
import { buildApp } from '../src/app.ts'
import { insertNewNotices, markAllNoticesRead } from '../src/db/notifications.ts'
import { insertSession } from '../src/db/sessions.ts'
import { insertUser } from '../src/db/users.ts'
import { creditWallet, insertLedgerRows } from '../src/db/wallets.ts'
import { hashToken } from '../src/tokens/secretToken.ts'

const values = readBenchArgs({
  requests: { type: 'string', default: '4000' },
  concurrency: { type: 'string', default: '50' },
  students: { type: 'string', default: '200' },
  notices: { type: 'string', default: '120' },
  entries: { type: 'string', default: '300' },
  warmup: { type: 'string', default: '200' },
  pool: { type: 'string', default: '10' },
  rounds: { type: 'string', default: '3' },
  profile: { type: 'string' },
})
const concurrency = Number(values.concurrency)
const students = Number(values.students)
const noticeCount = Number(values.notices)
const entryCount = Number(values.entries)
// The same sessions in the service's schema and the baseline's twin: each student's token is known up front.
const tokens = Array.from({ length: students }, (_, n) => `bench-session-${n}-${'x'.repeat(8)}`)
const DAY_MS = 86_400_000
const since = Date.parse('2026-01-01T00:00:00Z')
// Ids fixed by position, so both schemas hold the same notices and the answers compare.
const noticeId = (student: number, notice: number) =>
  `00000000-${String(student).padStart(4, '0')}-4000-8000-${String(notice).padStart(12, '0')}`

/** Each student: a session, a ledger that sums to the balance, and the inbox (the older two thirds read). */
async function setup(app: AccountsApp) {
  for (let n = 0; n < students; n++) {
    const { id } = await insertUser(app.db, {
      email: `s${4_600_000 + n}@rmit.edu.vn`,
      first_name: 'Bench',
      last_name: 'Student',
      password_hash: 'not-used',
      verified: true,
    })
    await insertSession(app.db, {
      userId: id,
      tokenHash: hashToken(tokens[n]!),
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
    })
    let balance = 0
    const entries = Array.from({ length: entryCount }, (_, k) => {
      const credit = k % 2 === 0
      const amount = credit ? 50_000 : 29_990
      balance += credit ? amount : -amount
      return {
        user_id: id,
        kind: credit ? ('credit' as const) : ('debit' as const),
        amount,
        idempotency_key: `bench:${n}:${k}`,
        reason: credit ? `topup:BENCH${k}` : `order:${k}`,
        balance_after: balance,
        entry_kind: credit ? ('topup_confirmed' as const) : ('order_payment' as const),
        subject_id: credit ? `UNIKIT B${k}` : String(k),
        noted_amount: null,
      }
    })
    await insertLedgerRows(app.db, entries)
    if (balance > 0) await creditWallet(app.db, id, balance)
    const notice = (k: number) => ({
      id: noticeId(n, k),
      user_id: id,
      service: 'orders',
      kind: 'order.quoted',
      title: `Order #${k} is quoted: 14.995 ₫`,
      body: 'We counted 5 citations in your document: 14.995 ₫ in all.',
      link: `/order/${k}`,
      created_at: new Date(since + k * DAY_MS),
    })
    const read = Math.floor((noticeCount * 2) / 3)
    await insertNewNotices(
      app.db,
      Array.from({ length: read }, (_, k) => notice(k)),
    )
    await markAllNoticesRead(app.db, id)
    await insertNewNotices(
      app.db,
      Array.from({ length: noticeCount - read }, (_, k) => notice(read + k)),
    )
  }
}

const service = await startBenchService({
  buildApp,
  entry: new URL('../src/server.ts', import.meta.url),
  port: await freePort(),
  settings: { DATABASE_POOL_MAX: values.pool },
  setup,
  baseline: { entry: new URL('./bareInbox.ts', import.meta.url), port: await freePort() },
  profile: values.profile,
})
const clients = { service: benchClient(service.origin), baseline: benchClient(service.baseline!.origin) }
const bearer = (n: number) => ({
  authorization: `Bearer ${tokens[n % Math.min(concurrency, tokens.length)]}`,
})
const calls = {
  'notification list (page 1 of 20, with the unread count)':
    '/api/private/notification/list?page=1&page_size=20',
  'unread count (what the bell polls)': '/api/private/notification/unread',
  'statement page 1 (20 lines, the count and the balance)': '/api/private/wallet/statement?page=1',
  'statement page 10': '/api/private/wallet/statement?page=10',
}
// When each schema's rows were written and read differ between the two: the rest must be the same.
const withoutTimes = (body: unknown) =>
  JSON.parse(JSON.stringify(body), (key, value) => (key === 'readAt' || key === 'at' ? typeof value : value))

try {
  await sameAnswers({
    service: service.origin,
    baseline: service.baseline!.origin,
    paths: [...Object.values(calls), '/api/private/notification/list?page=3&page_size=50'],
    headers: bearer(0),
    pick: withoutTimes,
  })
  console.log(
    `the inbox and the statement against PostgreSQL, the service in its own process (${concurrency} clients, ` +
      `${students} students with ${noticeCount} notices and ${entryCount} ledger lines each; settings ` +
      `${JSON.stringify(service.settings)}); ${describeMachine()}`,
  )
  for (const [name, path] of Object.entries(calls)) {
    const request = (target: keyof typeof clients) => (n: number) => clients[target].get(path, bearer(n))
    for (const target of ['service', 'baseline'] as const) {
      await runLoad({ count: Number(values.warmup), concurrency, request: request(target) })
    }
    const results = await againstBaseline(Number(values.rounds), (target) =>
      runLoad({ count: Number(values.requests), concurrency, request: request(target) }),
    )
    console.log(`${name}, median of ${values.rounds} rounds each, in turns; service:`)
    console.log(loadSummary(results.service, 'requests'))
    console.log('bare baseline (node:http + pg, the same statements):')
    console.log(loadSummary(results.baseline, 'requests'))
    console.log(baselineRatio(results, 'requests'))
  }
} finally {
  await clients.service.close()
  await clients.baseline.close()
  await service.close()
}
