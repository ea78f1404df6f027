import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, startServerProcess, testDatabaseKind } from '@unikit/service-kit/testing'
import { type RunningSmtp, startSmtpFake } from '@unikit/test-fakes'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import { testCampaign } from '../testing/testCampaign.ts'

// Mail leaves after the claim, from the outbox (docs/product/landing.md#mail): these are the promises that makes,
// with a real SMTP server on loopback and PostgreSQL, as in production.
const onPostgres = testDatabaseKind() === 'postgres'
const prizes = { AIRPOD3: { stock: 100, weight: 1 } }
// Retries compressed in time (the defaults ride out a half-hour outage), and a short lease so a crash's mail is
// taken again in seconds rather than a minute.
const fastRetries = {
  MAIL_SEND_INTERVAL_MS: 100,
  MAIL_RETRY_BASE_MS: 1000,
  MAIL_RETRY_MAX_MS: 8000,
  MAIL_MAX_ATTEMPTS: 30,
  MAIL_LEASE_MS: 3000,
}

const claim = (origin: string | GiftsApp, email: string) => {
  const started = performance.now()
  const body = JSON.stringify({ email })
  const answer =
    typeof origin === 'string'
      ? fetch(`${origin}/gift/api/event/submit-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then((response) => response.status)
      : origin
          .inject({
            method: 'POST',
            url: '/gift/api/event/submit-email',
            payload: body,
            headers: { 'content-type': 'application/json' },
          })
          .then((response) => response.statusCode)
  return answer.then((status) => ({ status, ms: performance.now() - started }))
}

/** Waits until the SMTP server has `count` mails, or fails after `timeoutMs`. */
async function received(smtp: RunningSmtp, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (smtp.received.length < count && Date.now() < deadline) await sleep(100)
  return smtp.received.map((mail) => mail.to.join(','))
}

const once = (addresses: string[]) => new Set(addresses).size === addresses.length

describe.runIf(onPostgres)('prize mail with the mail server down for a minute', () => {
  let app: GiftsApp
  afterAll(() => app?.close())

  it('lets every claim through as fast as ever, then delivers each mail once when the server is back', async () => {
    const down = await startSmtpFake()
    await down.close()
    app = await buildTestApp(buildApp, {
      config: { SMTP_URL: down.url, GIFT_CLAIM_RATE_MAX: 10_000, ...fastRetries },
    })
    await testCampaign(app.db, { prizes })

    // A claim every 1.5 s for a minute, while nothing answers on the SMTP port.
    const answers = []
    for (let n = 0; n < 40; n++) {
      answers.push(await claim(app, `outage${n}@rmit.edu.vn`))
      await sleep(1500)
    }
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    // A claim never waits for SMTP: well under the 3 s of one try at a mail server (a loaded CI machine adds its own).
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1000)

    const back = await startSmtpFake({ port: down.port })
    try {
      const addresses = await received(back, 40, 20_000)
      await sleep(1500) // a duplicate would show up by now
      expect(back.received).toHaveLength(40)
      expect(once(addresses)).toBe(true)
    } finally {
      await back.close()
    }
  }, 120_000)
})

describe.runIf(onPostgres)('a crash between the claim and its mail', () => {
  const url = process.env.TEST_DATABASE_URL ?? ''
  const schema = `gifts_crash_${randomBytes(4).toString('hex')}`
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`drop schema if exists ${schema} cascade`)
    await client.end()
  })

  it('sends the mail after the service is killed (-9) and started again', async () => {
    const down = await startSmtpFake()
    await down.close()
    const env = {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      SMTP_URL: down.url,
      GIFT_CLAIM_RATE_MAX: '10000',
      ...Object.fromEntries(Object.entries(fastRetries).map(([key, value]) => [key, String(value)])),
    }
    const setup = buildApp({ env: { ...env, LOG_LEVEL: 'silent' } })
    await setup.ready()
    await testCampaign(setup.db, { prizes })
    await setup.close()

    const server = new URL('../server.ts', import.meta.url).pathname
    const first = await startServerProcess(server, env)
    const answer = await claim(first.url, 'crash@rmit.edu.vn')
    expect(answer.status).toBe(200)
    expect(await first.stop('SIGKILL')).toBeNull()

    const back = await startSmtpFake({ port: down.port })
    const second = await startServerProcess(server, env)
    try {
      const addresses = await received(back, 1, 20_000)
      await sleep(1500)
      expect(addresses).toEqual(['crash@rmit.edu.vn'])
    } finally {
      await second.stop()
      await back.close()
    }
  }, 60_000)
})
