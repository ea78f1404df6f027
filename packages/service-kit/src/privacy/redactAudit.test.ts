import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listAudit, recordAudit } from '../audit/auditLog.ts'
import { buildExampleApp, type ExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { redactAudit } from './redactAudit.ts'

let app: ExampleApp
beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
})
afterAll(() => app.close())

describe('the audit log under erasure', () => {
  it('stays append-only, but an erase may replace what an entry copied of a deleted account’s words', async () => {
    await recordAudit(app.db, {
      actorId: 'staff-1',
      action: 'rating.hide',
      subjectType: 'rating',
      subjectId: '7',
      details: { note: 'I am Lan', reason: 'rude' },
    })
    await expect(sql`update kit_audit_log set details = '{}'`.execute(app.db)).rejects.toThrow(/append-only/)
    await expect(sql`delete from kit_audit_log`.execute(app.db)).rejects.toThrow(/append-only/)

    const changed = await app.db
      .transaction()
      .execute((trx) => redactAudit(trx, { type: 'rating', ids: ['7'] }, ['note'], 'Removed'))
    expect(changed).toBe(1)
    const [entry] = await listAudit(app.db, { limit: 1 })
    expect(entry).toMatchObject({ actorId: 'staff-1', details: { note: 'Removed', reason: 'rude' } })
    // The permission ended with that transaction.
    await expect(sql`update kit_audit_log set details = '{}'`.execute(app.db)).rejects.toThrow(/append-only/)
  })
})
