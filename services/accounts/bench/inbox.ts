// The bell's list and the statement's page, per second with latency percentiles (p99 at 50 clients), against a
// real PostgreSQL, measured from outside: the accounts service runs in its own process, as the runner starts it,
// and this process is only its client. Each student has NOTICES notices (a third of them unread) and ENTRIES
// ledger lines, written straight into the schema before the service starts, so the figures are the reads alone.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
//   pnpm --filter @unikit/accounts bench:inbox [-- --requests 4000 --concurrency 50 --students 200]
//   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
import { randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import {
  benchClient,
  loadSummary,
  readBenchArgs,
  runLoad,
  startBenchService,
} from '@unikit/service-kit/bench'
import { freePort } from '@unikit/test-fakes'
import { buildApp } from '../src/app.ts'
import { hashPassword } from '../src/password/passwordHasher.ts'

const values = readBenchArgs({
  requests: { type: 'string', default: '4000' },
  concurrency: { type: 'string', default: '50' },
  students: { type: 'string', default: '200' },
  notices: { type: 'string', default: '120' },
  entries: { type: 'string', default: '300' },
  warmup: { type: 'string', default: '200' },
  pool: { type: 'string', default: '10' },
})
const concurrency = Number(values.concurrency)
const total = Number(values.requests)
const password = 'Benchmark passphrase 2026'
const emails = Array.from({ length: Number(values.students) }, (_, n) => `s${4_500_000 + n}@rmit.edu.vn`)

const service = await startBenchService({
  buildApp,
  entry: new URL('../src/server.ts', import.meta.url),
  port: await freePort(),
  settings: { DATABASE_POOL_MAX: values.pool, LOGIN_IP_MAX_FAILURES: '1000000' },
  async setup(app) {
    const passwordHash = await hashPassword(password)
    const users = await app.db
      .insertInto('users')
      .values(
        emails.map((email) => ({
          email,
          first_name: 'Bench',
          last_name: 'User',
          password_hash: passwordHash,
        })),
      )
      .returning('id')
      .execute()
    const day = 86_400_000
    for (const { id } of users) {
      // A ledger that sums to its balance: credits and debits in turn, each line with the balance after it.
      let balance = 0
      const entries = Array.from({ length: Number(values.entries) }, (_, n) => {
        const credit = n % 2 === 0
        const amount = credit ? 50_000 : 29_990
        balance += credit ? amount : -amount
        return {
          user_id: id,
          kind: credit ? ('credit' as const) : ('debit' as const),
          amount,
          idempotency_key: `bench:${id}:${n}`,
          reason: credit ? `topup:BENCH${n}` : `order:${n}`,
          balance_after: balance,
          entry_kind: credit ? ('topup_confirmed' as const) : ('order_payment' as const),
          subject_id: credit ? `UNIKIT B${n}` : String(n),
          noted_amount: null,
        }
      })
      await app.db.insertInto('ledger').values(entries).execute()
      await app.db.insertInto('wallets').values({ user_id: id, balance }).execute()
      const notices = Number(values.notices)
      await app.db
        .insertInto('notifications')
        .values(
          Array.from({ length: notices }, (_, n) => ({
            id: randomUUID(),
            user_id: id,
            service: 'orders',
            kind: 'order.quoted',
            title: `Order #${n} is quoted: 14.995 ₫`,
            body: 'We counted 5 citations in your document: 14.995 ₫ in all.',
            link: `/order/${n}`,
            created_at: new Date(Date.now() - (notices - n) * day),
          })),
        )
        .execute()
      await app.db
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('user_id', '=', id)
        .where('created_at', '<', new Date(Date.now() - (notices / 3) * day))
        .execute()
    }
  },
})
const client = benchClient(service.origin)

try {
  // Sessions through the API, as a student's browser gets one (one argon2id check each).
  const tokens: string[] = []
  for (const email of emails.slice(0, concurrency)) {
    const login = await fetch(`${service.origin}/api/private/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    tokens.push(((await login.json()) as { id: string }).id)
  }
  const bearer = (n: number) => ({ authorization: `Bearer ${tokens[n % tokens.length]}` })
  const calls = {
    'notification list (page 1 of 20, with the unread count)': (n: number) =>
      client.get('/api/private/notification/list?page=1&page_size=20', bearer(n)),
    'unread count (what the bell polls)': (n: number) =>
      client.get('/api/private/notification/unread', bearer(n)),
    'statement page 1 (20 lines, the count and the balance)': (n: number) =>
      client.get('/api/private/wallet/statement?page=1', bearer(n)),
    'statement page 10': (n: number) => client.get('/api/private/wallet/statement?page=10', bearer(n)),
  }
  console.log(
    `the inbox and the statement against PostgreSQL, the service in its own process (${concurrency} clients, ` +
      `${emails.length} students with ${values.notices} notices and ${values.entries} ledger lines each, ` +
      `${availableParallelism()} cores; settings ${JSON.stringify(service.settings)})`,
  )
  for (const [name, request] of Object.entries(calls)) {
    await runLoad({ count: Number(values.warmup), concurrency, request })
    const result = await runLoad({ count: total, concurrency, request })
    console.log(`${name}:`)
    console.log(loadSummary(result, 'requests'))
  }
} finally {
  await client.close()
  await service.close()
}
