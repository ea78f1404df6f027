import { setTimeout as sleep } from 'node:timers/promises'
import { type RunningSmtp, startSmtpFake } from '@unikit/test-fakes'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { resendFailedMail } from '../admin/resendFailedMail.ts'
import { buildExampleApp, type ExampleApp, type ExampleConfig } from '../fixtures/exampleService.ts'
import { readOutbox } from '../mail/outbox.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { testDatabaseKind } from '../testing/testDatabase.ts'
import { countOutboxMail, insertOutboxMailFrom, listOutboxMail } from './outboxQueries.ts'

const opened: { close(): Promise<unknown> }[] = []
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close()
})

async function app(config: Partial<ExampleConfig> = {}) {
  const built = await buildTestApp(buildExampleApp, { config })
  opened.push(built)
  return built
}

async function smtp(options: Parameters<typeof startSmtpFake>[0] = {}) {
  const server = await startSmtpFake(options)
  opened.push(server)
  return server
}

const mail = (n: number | string) => ({ kind: 'test', to: 'an@rmit.edu.vn', subject: `Mail ${n}`, text: 'x' })

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await sleep(20)
  }
}

describe('the mail outbox', () => {
  it('sends a mail only if the change that wrote it commits', async () => {
    const example = await app()
    await example.db
      .transaction()
      .execute(async (trx) => {
        await example.outbox.enqueue(trx, mail('rolled back'))
        throw new Error('the change fails')
      })
      .catch(() => {})
    await example.db.transaction().execute((trx) => example.outbox.enqueue(trx, mail('committed')))
    await example.outbox.drain()
    const subjects = (await readOutbox(example.config.OUTBOX_DIR, { limit: 10 })).map((m) => m.subject)
    expect(subjects).toEqual(['Mail committed'])
    expect(await countOutboxMail(example.db)).toEqual({ pending: 0, sent: 1, failed: 0 })
  })

  it('writes a mail inside the caller’s single statement, once per row of its source, and is woken by poke', async () => {
    const example = await app()
    await sql`with source as (select n from (values (1), (2)) as rows (n)),
      mail as (${insertOutboxMailFrom('source', mail('in one statement'))})
      select count(*) from mail`.execute(example.db)
    example.outbox.poke()
    await until(async () => (await countOutboxMail(example.db)).sent === 2)
    expect(() => insertOutboxMailFrom('source; drop table x', mail('x'))).toThrow(/Not a table expression/)
  })

  it('never holds up a request: a mail server that takes 3 s to accept does not slow the answer', async () => {
    const slow = await smtp({ delayMs: 3000 })
    const example = await app({ SMTP_URL: slow.url })
    const started = performance.now()
    const response = await example.inject({ method: 'POST', url: '/api/mail', payload: mail('slow') })
    expect(response.statusCode).toBe(202)
    expect(performance.now() - started).toBeLessThan(500)
    await until(() => slow.received.length === 1)
  })

  it('retries while the mail server is down and sends the mail once when it is back', async () => {
    const first = await smtp()
    await first.close()
    const example = await app({ SMTP_URL: first.url, MAIL_RETRY_BASE_MS: 50, MAIL_RETRY_MAX_MS: 200 })
    await example.inject({ method: 'POST', url: '/api/mail', payload: mail('outage') })
    await until(async () => (await listOutboxMail(example.db, 'pending', 5))[0]?.attempts === 2)
    const back: RunningSmtp = await smtp({ port: first.port })
    await until(() => back.received.length === 1)
    await sleep(300)
    expect(back.received).toHaveLength(1)
    expect(await countOutboxMail(example.db)).toMatchObject({ pending: 0, sent: 1 })
  })

  it('marks a mail failed after its last try; `admin mail resend` sends it again', async () => {
    const down = await smtp()
    await down.close()
    const example: ExampleApp = await app({
      SMTP_URL: down.url,
      MAIL_MAX_ATTEMPTS: 2,
      MAIL_RETRY_BASE_MS: 10,
    })
    await example.inject({ method: 'POST', url: '/api/mail', payload: mail('given up') })
    await until(async () => (await countOutboxMail(example.db)).failed === 1)
    const [failed] = await listOutboxMail(example.db, 'failed', 5)
    expect(failed).toMatchObject({
      subject: 'Mail given up',
      attempts: 2,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    })

    const back = await smtp({ port: down.port })
    expect(await resendFailedMail(example)).toMatch(/queued again: 1\. Now pending: 0; failed: 0/)
    expect(back.received).toHaveLength(1)
  })

  it.runIf(testDatabaseKind() === 'postgres')(
    'shares the work between two instances: 1,000 pending mails, each sent once',
    async () => {
      const server = await smtp()
      const first = await app({ SMTP_URL: server.url, MAIL_SEND_INTERVAL_MS: 60_000 })
      // The second instance works on the first one's schema, as a second replica of the service would.
      const second = await buildTestApp(buildExampleApp, {
        config: {
          SMTP_URL: server.url,
          MAIL_SEND_INTERVAL_MS: 60_000,
          DATABASE_SCHEMA: first.config.DATABASE_SCHEMA,
        },
        testing: { dropSchemaOnClose: false },
      })
      opened.push(second)
      await first.db.transaction().execute(async (trx) => {
        for (let n = 0; n < 1000; n++) await first.outbox.enqueue(trx, mail(n))
      })
      await Promise.all([
        first.outbox.drain(),
        second.outbox.drain(),
        first.outbox.drain(),
        second.outbox.drain(),
      ])
      const subjects = server.received.map((received) => /^Subject: (.+)$/m.exec(received.raw)?.[1])
      expect(subjects).toHaveLength(1000)
      expect(new Set(subjects).size).toBe(1000)
      expect(await countOutboxMail(first.db)).toMatchObject({ pending: 0, sent: 1000 })
    },
    120_000,
  )
})
