import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordAudit } from '../audit/auditLog.ts'
import { buildExampleApp, type ExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

let app: ExampleApp
/** Another example service in the accounts service's place: who the staff are. */
let directory: ExampleApp

beforeAll(async () => {
  directory = await buildTestApp(buildExampleApp)
  await directory.db
    .insertInto('example_sessions')
    .values({ token: 'directory-token', user_id: 'u-staff', verified: true, role: 'staff' })
    .execute()
  const accountsUrl = await directory.listen({ host: '127.0.0.1', port: 0 })
  app = await buildTestApp(buildExampleApp, { config: { ACCOUNTS_URL: accountsUrl } })
  await app.db
    .insertInto('example_sessions')
    .values([
      { token: 'student-token', user_id: 'u-student', verified: true },
      { token: 'staff-token', user_id: 'u-staff', verified: true, role: 'staff' },
    ])
    .execute()
})
afterAll(async () => {
  await app.close()
  await directory.close()
})

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

  it('name who acted and the record they acted on, or what the action recorded when it is gone', async () => {
    const note = await app.db
      .insertInto('notes')
      .values({ body: 'Exam timetable' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const log = (subjectId: string, actorId: string, details: Record<string, unknown> = {}) =>
      recordAudit(app.db, { actorId, action: 'note.edit', subjectType: 'note', subjectId, details })
    await log(String(note.id), 'u-staff')
    await log('999999', 'u-staff', { name: 'A deleted note' })
    await log('999998', 'u-left')
    const entries = (
      await app.inject({ url: '/api/private/example/staff/audit?limit=3', headers: as('staff-token') })
    ).json().data
    expect(entries).toMatchObject([
      { actorId: 'u-left', actorName: null, actorEmail: null, subjectName: null },
      { actorName: 'u-staff', actorEmail: 'u-staff@rmit.edu.vn', subjectName: 'A deleted note' },
      { actorName: 'u-staff', subjectId: String(note.id), subjectName: 'Exam timetable' },
    ])
  })

  it('still answer, with ids only, when the accounts service cannot name anyone', async () => {
    const alone = await buildTestApp(buildExampleApp, { config: { ACCOUNTS_URL: 'http://127.0.0.1:9' } })
    try {
      await alone.db
        .insertInto('example_sessions')
        .values({ token: 'staff-token', user_id: 'u-staff', verified: true, role: 'staff' })
        .execute()
      await recordAudit(alone.db, {
        actorId: 'u-staff',
        action: 'note.edit',
        subjectType: 'note',
        subjectId: '1',
      })
      const answer = await alone.inject({
        url: '/api/private/example/staff/audit',
        headers: as('staff-token'),
      })
      expect(answer.statusCode).toBe(200)
      expect(answer.json().data).toMatchObject([{ actorId: 'u-staff', actorName: null, subjectName: null }])
    } finally {
      await alone.close()
    }
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
