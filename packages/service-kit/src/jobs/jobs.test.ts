import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExampleApp, type ExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

let app: ExampleApp
beforeAll(async () => {
  // A long interval: the tests run jobs with drain(), never by the timer.
  app = await buildTestApp(buildExampleApp, { config: { JOBS_INTERVAL_MS: 3_600_000 } })
})
afterAll(() => app.close())

const notes = async () => (await app.db.selectFrom('notes').select('body').execute()).map((row) => row.body)
const job = (key: string) =>
  app.db
    .withTables<{ kit_jobs: { key: string; status: string; attempts: number; last_error: string | null } }>()
    .selectFrom('kit_jobs')
    .select(['status', 'attempts', 'last_error'])
    .where('key', '=', key)
    .executeTakeFirst()

describe('app.jobs', () => {
  it('runs a job only if the change that asked for it commits', async () => {
    await app.db
      .transaction()
      .execute(async (trx) => {
        await app.jobs.enqueue(trx, { kind: 'note', payload: { body: 'rolled back' } })
        throw new Error('undo')
      })
      .catch(() => undefined)
    await app.db.transaction().execute(async (trx) => {
      await app.jobs.enqueue(trx, { kind: 'note', payload: { body: 'committed' }, key: 'note:committed' })
    })
    await app.jobs.drain()
    expect(await notes()).toContain('committed')
    expect(await notes()).not.toContain('rolled back')
    expect(await job('note:committed')).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('adds a job once per key', async () => {
    expect(
      await app.jobs.enqueue(app.db, { kind: 'note', payload: { body: 'once' }, key: 'note:once' }),
    ).toBe(true)
    expect(
      await app.jobs.enqueue(app.db, { kind: 'note', payload: { body: 'twice' }, key: 'note:once' }),
    ).toBe(false)
    await app.jobs.drain()
    expect(await notes()).toContain('once')
    expect(await notes()).not.toContain('twice')
  })

  it('retries a failing job with a delay, then marks it failed after its last try', async () => {
    await app.jobs.enqueue(app.db, { kind: 'note', payload: { body: 'fail me' }, key: 'note:fail' })
    await app.jobs.drain()
    expect(await job('note:fail')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'cannot write fail me',
    })
    // The retry is due in 5 s; make it due now.
    await sql`update kit_jobs set next_attempt_at = now() where key = 'note:fail'`.execute(app.db)
    await app.jobs.drain()
    expect(await job('note:fail')).toMatchObject({ status: 'failed', attempts: 2 })
  })

  it('leaves a job leased by another runner alone until its lease ends', async () => {
    await app.jobs.enqueue(app.db, { kind: 'note', payload: { body: 'leased' }, key: 'note:leased' })
    await sql`update kit_jobs set locked_until = now() + interval '1 hour' where key = 'note:leased'`.execute(
      app.db,
    )
    await app.jobs.drain()
    expect(await notes()).not.toContain('leased')
    await sql`update kit_jobs set locked_until = now() - interval '1 second' where key = 'note:leased'`.execute(
      app.db,
    )
    await app.jobs.drain()
    expect(await notes()).toContain('leased')
  })
})
