import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { KitDatabase } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import type { Kysely } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../AccountsApp.ts'
import { buildApp } from '../app.ts'
import { listErasureJobs } from '../db/erasureJobs.ts'
import { bearer, GOOD_PASSWORD, logIn, signUp } from '../testing/accountsFlow.ts'

const opened: { close(): Promise<unknown> }[] = []
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close()
})

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await sleep(25)
  }
}

describe('the erasure worker', () => {
  it('retries a service that is down and delivers the job once it is up', async () => {
    const port = await freePort()
    const accounts: AccountsApp = await buildTestApp(buildApp, {
      config: {
        ERASURE_SERVICES: `other=http://127.0.0.1:${port}`,
        ERASURE_INTERVAL_MS: 50,
        ERASURE_RETRY_BASE_MS: 50,
        ERASURE_RETRY_MAX_MS: 200,
      },
    })
    opened.push(accounts)
    const { email, id } = await signUp(accounts)
    const token = await logIn(accounts, email)
    const deleted = await accounts.inject({
      method: 'POST',
      url: '/api/private/accounts/me/delete',
      headers: bearer(token),
      payload: { password: GOOD_PASSWORD },
    })
    expect(deleted.statusCode).toBe(200)
    await until(async () => ((await listErasureJobs(accounts.db, id))[0]?.attempts ?? 0) >= 2)
    const [waiting] = await listErasureJobs(accounts.db, id)
    expect(waiting).toMatchObject({ status: 'pending', email, last_error: 'other is unreachable' })

    // The other service: a second real instance (accounts answers the kit's erase route like any service),
    // holding a mail once sent to the address, which its erase must scrub.
    const other: AccountsApp = await buildTestApp(buildApp)
    opened.push(other)
    const kit = other.db as unknown as Kysely<KitDatabase>
    await kit
      .insertInto('kit_mail_outbox')
      .values({ kind: 'test', to_address: email, subject: 'Hello', text_body: 'Hi An', status: 'failed' })
      .execute()
    await other.listen({ host: '127.0.0.1', port })

    await until(async () => (await listErasureJobs(accounts.db, id))[0]?.status === 'done')
    expect((await listErasureJobs(accounts.db, id))[0]).toMatchObject({ email: null, last_error: null })
    const mail = await kit.selectFrom('kit_mail_outbox').selectAll().where('kind', '=', 'test').execute()
    expect(mail).toEqual([expect.objectContaining({ to_address: 'erased@invalid', text_body: '' })])
  })
})
