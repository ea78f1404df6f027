import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { buildExampleApp, type ExampleConfig } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { testDatabaseKind } from '../testing/testDatabase.ts'
import { countNotices, eraseNotices } from './noticeQueries.ts'

const opened: { close(): Promise<unknown> }[] = []
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close()
})

async function app(config: Partial<ExampleConfig> = {}) {
  const built = await buildTestApp(buildExampleApp, { config })
  opened.push(built)
  return built
}

const student = '5f0c8a9e-1d2b-4c3d-8e4f-0a1b2c3d4e5f'
const quoted = {
  userId: student,
  kind: 'order.quoted' as const,
  params: { orderId: 12, orderType: 'sc' as const, citationCount: 5, price: 14_995 },
  link: '/order/12',
}

async function rows(example: Awaited<ReturnType<typeof app>>) {
  const { rows } = await sql<{
    user_id: string
    kind: string
    title: string
    link: string
    status: string
    attempts: number
    last_error: string | null
  }>`select user_id, kind, title, link, status, attempts, last_error from kit_notice_outbox order by id`.execute(
    example.db,
  )
  return rows
}

describe('notices (app.notices)', () => {
  it('words a notice from its kind and keeps it only if the change that wrote it commits', async () => {
    const example = await app()
    await example.db
      .transaction()
      .execute(async (trx) => {
        await example.notices.notify(trx, quoted)
        throw new Error('the change fails')
      })
      .catch(() => {})
    expect(await countNotices(example.db)).toEqual({ pending: 0, delivered: 0 })

    const id = await example.db.transaction().execute((trx) => example.notices.notify(trx, quoted))
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await rows(example)).toMatchObject([
      { user_id: student, kind: 'order.quoted', title: 'Order #12 is quoted: 14.995 ₫', link: '/order/12' },
    ])
  })

  it('keeps a notice the inbox cannot take yet, retrying with a growing delay', async () => {
    // Nothing listens there: every delivery fails.
    const example = await app({
      ACCOUNTS_URL: 'http://127.0.0.1:9',
      NOTICE_SEND_INTERVAL_MS: 20,
      NOTICE_RETRY_BASE_MS: 40,
      NOTICE_RETRY_MAX_MS: 80,
    })
    await example.notices.notify(example.db, quoted)
    const deadline = Date.now() + 10_000
    while ((await rows(example))[0]!.attempts < 3) {
      if (Date.now() > deadline) throw new Error('no retries')
      await sleep(20)
    }
    const [row] = await rows(example)
    expect(row).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/accounts/) })
  })

  it('drops every notice of an erased account', async () => {
    const example = await app({ ACCOUNTS_URL: 'http://127.0.0.1:9' })
    await example.notices.notify(example.db, quoted)
    await example.notices.notify(example.db, { ...quoted, userId: '00000000-0000-4000-8000-000000000001' })
    expect(await eraseNotices(example.db, student)).toEqual({ noticesDropped: 1 })
    expect(await countNotices(example.db)).toEqual({ pending: 1, delivered: 0 })
  })

  it.runIf(testDatabaseKind() === 'postgres')(
    'on PostgreSQL, a notice written in a transaction that rolls back after other work is never seen',
    async () => {
      const example = await app({ ACCOUNTS_URL: 'http://127.0.0.1:9', NOTICE_SEND_INTERVAL_MS: 60_000 })
      // Two writers at once: the one that fails leaves nothing, the one that commits leaves its notice.
      await Promise.all([
        example.db
          .transaction()
          .execute(async (trx) => {
            await example.notices.notify(trx, quoted)
            await sql`select pg_sleep(0.2)`.execute(trx)
            await sql`select 1 / 0`.execute(trx)
          })
          .catch(() => {}),
        example.db
          .transaction()
          .execute((trx) => example.notices.notify(trx, { ...quoted, link: '/order/13' })),
      ])
      expect((await rows(example)).map((row) => row.link)).toEqual(['/order/13'])
    },
  )
})
