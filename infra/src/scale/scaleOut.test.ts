import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Answer, type Call, call, closeAgents, field } from './httpClient.ts'
import { openLoop } from './openLoop.ts'
import { type ScaleCluster, startScaleCluster } from './scaleCluster.ts'

const PASSWORD = 'Correct horse battery 7'
let cluster: ScaleCluster
let db: pg.Pool
let emailCounter = 0
const studentEmail = () => `s${3_800_000 + process.pid * 10 + ++emailCounter}@rmit.edu.vn`
const giftEmail = (label: string) => `${label}-${process.pid}-${++emailCounter}@example.com`

const via = (request: Call) => call(cluster.origin, request)
const signUp = (email: string, from?: string) =>
  via({
    method: 'POST',
    path: '/api/private/signup',
    body: { first_name: 'An', last_name: 'Nguyen', email, password: PASSWORD },
    ...(from ? { from } : {}),
  })
const logIn = (email: string, password = PASSWORD, from?: string) =>
  via({ method: 'POST', path: '/api/private/login', body: { email, password }, ...(from ? { from } : {}) })
const claim = (email: string, from?: string) =>
  via({ method: 'POST', path: '/gift/api/event/submit-email', body: { email }, ...(from ? { from } : {}) })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status)
/** `{ '200': 180, '502 SERVICE_UNAVAILABLE': 3 }`: what a run got back. */
const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {}
  for (const answer of answers) {
    const code = field(answer, 'error', 'code') ?? (answer.status === 0 ? answer.body.slice(0, 60) : '')
    const key = `${answer.status} ${code}`.trim()
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}
const claimed = async (emails: string[]) => {
  const { rows } = await db.query<{ email: string }>(
    'select email from gifts.gift_claims where email = any($1)',
    [emails.map((email) => email.toLowerCase())],
  )
  return new Set(rows.map((row) => row.email))
}

/** Gift claims at `rate` a second (from 250 addresses in turn) while `at` happens; which were acknowledged. */
async function claimsDuring(options: {
  addresses: string
  rate: number
  seconds: number
  at: { second: number; action: () => unknown }[]
}) {
  const acknowledged: string[] = []
  const { results } = await openLoop({
    ...options,
    request: async (n) => {
      const email = giftEmail('crash')
      const answer = await claim(email, `${options.addresses}.${(n % 250) + 1}`)
      if (answer.status === 200) acknowledged.push(email)
      return answer
    },
  })
  return { acknowledged, results }
}

beforeAll(async () => {
  cluster = await startScaleCluster({
    SIGNUP_RATE_MAX: '4', // per client address per 15 minutes
    GIFT_CLAIM_RATE_MAX: '5', // per client address per minute
    GIFT_EVENT_RATE_MAX: '100000',
  })
  db = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 })
  db.on('error', () => {})
})
afterAll(async () => {
  closeAgents()
  await db?.end()
  await cluster?.stop()
})

describe('two instances each of accounts and gifts behind the gateway', () => {
  it('hold the sign-in throttle across instances: the attempt over the limit is refused wherever it lands', async () => {
    const email = studentEmail()
    expect((await signUp(email, '127.0.2.1')).status).toBe(201)
    const failures = []
    for (let i = 0; i < 5; i++) failures.push(await logIn(email, 'Wrong password 123', '127.0.2.1'))
    expect(statuses(failures)).toEqual([401, 401, 401, 401, 401])
    // The next attempts from that address go to one instance and then the other (round robin): both refuse, even
    // the right password (docs/decisions/0606-sign-in-throttled-per-source-with-known-devices.md).
    const refused = [
      await logIn(email, 'Wrong password 123', '127.0.2.1'),
      await logIn(email, undefined, '127.0.2.1'),
      await logIn(email, undefined, '127.0.2.1'),
    ]
    expect(statuses(refused)).toEqual([429, 429, 429])
    expect(field(refused[1] as Answer, 'error', 'code')).toBe('TOO_MANY_ATTEMPTS')
  })

  it('hold the sign-up limit per client address across instances (Redis)', async () => {
    const from = '127.0.2.2'
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await signUp(studentEmail(), from))
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 429, 429])
    expect(field(answers[4] as Answer, 'error', 'code')).toBe('RATE_LIMITED')
    expect((await signUp(studentEmail(), '127.0.2.3')).status).toBe(201) // another address, its own count
  })

  it('hold the one gift per address and the claim limit per client address across instances', async () => {
    const email = giftEmail('once')
    const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(email, `127.0.3.${i + 1}`)))
    expect(statuses(racing).filter((status) => status === 200)).toHaveLength(1)
    expect(statuses(racing).filter((status) => status === 409)).toHaveLength(7)
    const from = '127.0.3.100'
    const answers = []
    for (let i = 0; i < 7; i++) answers.push(await claim(giftEmail('limit'), from))
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it('honour a session made through one instance on the other, and refuse it everywhere within 30 s of sign-out', async () => {
    const email = studentEmail()
    await signUp(email, '127.0.2.4')
    const token = field(await logIn(email, PASSWORD, '127.0.2.4'), 'id') as string
    const everywhere = () =>
      Promise.all(
        cluster.instances.map((instance) =>
          call(instance.url, {
            path: instance.name === 'accounts' ? '/api/private/me' : '/api/private/gifts/whoami',
            headers: bearer(token),
          }),
        ),
      )
    expect(statuses(await everywhere())).toEqual([200, 200, 200, 200])
    const viaGateway = [
      await via({ path: '/api/private/me', headers: bearer(token) }),
      await via({ path: '/api/private/me', headers: bearer(token) }),
    ]
    expect(statuses(viaGateway)).toEqual([200, 200])

    expect((await via({ path: '/api/mobile/user/logout', headers: bearer(token) })).status).toBe(200)
    const signedOut = Date.now()
    for (;;) {
      const answers = await everywhere()
      if (answers.every((answer) => answer.status === 401)) break
      expect(Date.now() - signedOut).toBeLessThan(30_000)
      await sleep(250)
    }
    const seconds = (Date.now() - signedOut) / 1000
    console.log(`  a signed-out token was refused by every instance after ${seconds.toFixed(1)} s`)
    expect(seconds).toBeLessThan(30)
  })

  it('lose no request at 200 requests/s while one gifts and one accounts instance get SIGTERM', async () => {
    const email = studentEmail()
    await signUp(email, '127.0.2.5')
    const token = field(await logIn(email, PASSWORD, '127.0.2.5'), 'id') as string
    const [, accounts2, , gifts2] = cluster.instances as [
      never,
      NonNullable<ScaleCluster['instances'][0]>,
      never,
      NonNullable<ScaleCluster['instances'][0]>,
    ]
    const { results, sent } = await openLoop({
      rate: 200,
      seconds: 10,
      request: (n) => {
        // Claims from 250 addresses in turn stay under the per-address claim limit (5 a minute).
        const from = `127.0.4.${(Math.floor(n / 5) % 250) + 1}`
        if (n % 5 === 0) return claim(giftEmail('load'), from)
        if (n % 5 < 3) return via({ path: '/gift/api/event/get-landing-event', from })
        return via({ path: '/api/private/me', headers: bearer(token), from })
      },
      at: [
        { second: 3, action: () => gifts2.service.child.kill('SIGTERM') },
        { second: 5, action: () => accounts2.service.child.kill('SIGTERM') },
      ],
    })
    const exits = await Promise.all([gifts2.service.exited, accounts2.service.exited])
    await Promise.all([cluster.restart(gifts2), cluster.restart(accounts2)])
    const failed = results.filter((answer) => answer.status !== 200)
    console.log(`  ${sent} requests at 200/s with two SIGTERMs: ${failed.length} failed`, tally(results))
    expect(failed.map((answer) => `${answer.status} ${answer.body.slice(0, 120)}`)).toEqual([])
    expect(exits.map((exit) => exit.code)).toEqual([0, 0])
  })

  it('keep every acknowledged write when a gifts instance is killed with SIGKILL mid-run', async () => {
    const gifts1 = cluster.instances[2] as ScaleCluster['instances'][0]
    const { acknowledged, results } = await claimsDuring({
      addresses: '127.0.5',
      rate: 60,
      seconds: 4,
      at: [{ second: 1.5, action: () => gifts1?.service.child.kill('SIGKILL') }],
    })
    if (gifts1) await cluster.restart(gifts1)
    console.log(
      `  SIGKILL of a gifts instance: ${acknowledged.length} of ${results.length} claims acknowledged`,
      tally(results),
    )
    expect(acknowledged.length).toBeGreaterThan(results.length * 0.8)
    expect((await claimed(acknowledged)).size).toBe(acknowledged.length)
  })

  it('keep every acknowledged write when PostgreSQL’s postmaster is killed with SIGKILL mid-run', async () => {
    const { acknowledged, results } = await claimsDuring({
      addresses: '127.0.6',
      rate: 40,
      seconds: 8,
      at: [
        { second: 1.5, action: () => cluster.postgres.kill() },
        { second: 2.5, action: () => cluster.postgres.restart() },
      ],
    })
    const afterRestart = results.slice(Math.round(results.length * 0.75))
    console.log(
      `  SIGKILL of the postmaster: ${acknowledged.length} of ${results.length} claims acknowledged; ` +
        `${afterRestart.filter((answer) => answer.status === 200).length} of the last ${afterRestart.length} after the restart`,
      tally(results),
    )
    expect(acknowledged.length).toBeGreaterThan(0)
    expect((await claimed(acknowledged)).size).toBe(acknowledged.length)
    // The services came back by themselves: the last quarter of the run is served again.
    expect(afterRestart.filter((answer) => answer.status === 200).length).toBeGreaterThan(
      afterRestart.length / 2,
    )
  })
})
