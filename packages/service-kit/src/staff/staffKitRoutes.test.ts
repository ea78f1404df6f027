import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordAudit } from '../audit/auditLog.ts'
import { buildExampleApp, type ExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

let app: ExampleApp

beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
  await app.db
    .insertInto('example_sessions')
    .values([
      { token: 'student-token', user_id: 'u-student', verified: true },
      { token: 'staff-token', user_id: 'u-staff', verified: true, role: 'staff' },
    ])
    .execute()
})
afterAll(() => app.close())

const as = (token: string) => ({ authorization: `Bearer ${token}` })

describe("every service's staff calls", () => {
  it('are refused to a student (403) and a visitor (401), whatever the UI shows', async () => {
    for (const url of ['/api/private/example/staff/audit', '/api/private/example/staff/mail']) {
      expect((await app.inject({ url })).statusCode).toBe(401)
      const student = await app.inject({ url, headers: as('student-token') })
      expect([student.statusCode, student.json().error.code]).toEqual([403, 'FORBIDDEN'])
    }
    const resend = await app.inject({
      method: 'POST',
      url: '/api/private/example/staff/mail/resend',
      headers: as('student-token'),
      payload: {},
    })
    expect(resend.statusCode).toBe(403)
  })

  it('list the staff actions, newest first, a page at a time', async () => {
    for (const n of [1, 2, 3]) {
      await recordAudit(app.db, {
        actorId: 'u-staff',
        action: 'note.publish',
        subjectType: 'note',
        subjectId: String(n),
        details: { n },
      })
    }
    const first = (
      await app.inject({ url: '/api/private/example/staff/audit?limit=2', headers: as('staff-token') })
    ).json()
    expect(first.data.map((entry: { subjectId: string }) => entry.subjectId)).toEqual(['3', '2'])
    expect(first.data[0]).toMatchObject({ actorId: 'u-staff', action: 'note.publish', details: { n: 3 } })
    const next = (
      await app.inject({
        url: `/api/private/example/staff/audit?limit=2&before=${first.data[1].id}`,
        headers: as('staff-token'),
      })
    ).json()
    expect(next.data.map((entry: { subjectId: string }) => entry.subjectId)).toEqual(['1'])
  })

  it('keep the log append-only', async () => {
    await expect(
      app.db
        .updateTable('kit_audit_log' as never)
        .set({ action: 'x' } as never)
        .execute(),
    ).rejects.toThrow(/append-only/)
  })

  it('put failed mail back in the queue, and log who did it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/private/example/staff/mail/resend',
      headers: as('staff-token'),
      payload: {},
    })
    expect(response.json()).toEqual({ requeued: 0 })
    const log = (
      await app.inject({ url: '/api/private/example/staff/audit?limit=1', headers: as('staff-token') })
    ).json()
    expect(log.data[0]).toMatchObject({ actorId: 'u-staff', action: 'mail.resend', details: { requeued: 0 } })
  })
})
