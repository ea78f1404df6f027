import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, request } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { startServerProcess } from '@unikit/service-kit/testing'
import type { TestProject } from 'vitest/node'
import '../providedContext.ts'

/** The public paths the orders service answers (the rest go to accounts), as the gateway routes them. */
const ordersPaths = /^\/api\/private\/(order|orders|file|blog)(\/|\?|$)/

const entry = (name: string) =>
  join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), 'src', 'server.ts')

/**
 * The remote's tests run against the real accounts and orders services (started once for the run, in memory),
 * behind one loopback origin that forwards each path to its service as the gateway does: no fakes of our own parts.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'unikit-orders-remote-'))
  const internalToken = randomBytes(24).toString('hex')
  const accounts = await startServerProcess(entry('@unikit/accounts'), {
    OUTBOX_DIR: join(folder, 'outbox'),
    INTERNAL_TOKEN: internalToken,
    // The demo staff account, for what staff see and do.
    SEED_DEMO: '1',
    SIGNUP_RATE_MAX: '10000',
    VERIFY_MAIL_RATE_MAX: '10000',
    LOGIN_IP_MAX_FAILURES: '10000',
    ERASURE_SERVICES: '',
  })
  const orders = await startServerProcess(entry('@unikit/orders-service'), {
    ACCOUNTS_URL: accounts.url,
    INTERNAL_TOKEN: internalToken,
    OUTBOX_DIR: join(folder, 'outbox'),
    FILES_DIR: join(folder, 'files'),
    NOTICE_SEND_INTERVAL_MS: '100',
  })
  const origin = createServer((incoming, answer) => {
    const target = new URL(ordersPaths.test(incoming.url ?? '') ? orders.url : accounts.url)
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(answer)
      },
    )
    forwarded.on('error', () => answer.writeHead(502).end())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
  const address = origin.address()
  if (!address || typeof address === 'string') throw new Error('the test origin did not listen')
  project.provide('platformUrl', `http://127.0.0.1:${address.port}`)
  project.provide('accountsServiceUrl', accounts.url)
  project.provide('internalToken', internalToken)
  return async () => {
    await new Promise((resolve) => origin.close(resolve))
    await orders.stop()
    await accounts.stop()
    await rm(folder, { recursive: true, force: true })
  }
}
