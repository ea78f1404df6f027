import { INTERNAL_TOKEN_HEADER, type KitDatabase } from '@unikit/service-kit'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERASED_NOTE } from '../db/erasedAuthors.ts'
import { type RunningTeachers, startTeachers } from '../testing/startTeachers.ts'

let teachers: RunningTeachers

beforeAll(async () => {
  teachers = await startTeachers()
})
afterAll(() => teachers.close())

describe('POST /internal/privacy/erase-user in teachers', () => {
  it('keeps the scores without the note or the author, drops the note from staff’s log; a repeat changes nothing', async () => {
    const staff = await teachers.accounts.staff()
    const lecturer = await teachers.lecturer(staff, 'Trần Thu Hà', ['ECON1192'])
    const course = lecturer.courses[0]?.id as number
    const insight = (note: string, year: number) => ({
      teacher_id: lecturer.id,
      course_id: course,
      semester: 1,
      year,
      note,
      tags: [],
      rating: { all: 4, nice: 5, fair: 4, time: 3, hard: 2 },
    })
    const leaving = await teachers.accounts.student()
    const other = await teachers.accounts.student()
    // Flagged words hold it for staff, whose log then copies the note.
    const mine = await teachers.call(
      leaving,
      'POST',
      '/api/private/teacher/rating/save',
      insight('I am Lan, vcl', 2025),
    )
    const id = mine.body.data.id
    await teachers.call(staff, 'POST', '/api/private/teacher/rating/set_status', { id, status: 'public' })
    const theirs = await teachers.call(
      other,
      'POST',
      '/api/private/teacher/rating/save',
      insight('Fine', 2025),
    )
    const report = { id: theirs.body.data.id, reason: 'false', note: 'Lan says no' }
    expect((await teachers.call(leaving, 'POST', '/api/private/teacher/rating/report', report)).status).toBe(
      200,
    )
    const vote = { id: theirs.body.data.id, helpful: true }
    expect((await teachers.call(leaving, 'POST', '/api/private/teacher/rating/helpful', vote)).status).toBe(
      200,
    )

    const erase = () =>
      teachers.app.inject({
        method: 'POST',
        url: '/internal/privacy/erase-user',
        headers: { [INTERNAL_TOKEN_HEADER]: teachers.app.config.INTERNAL_TOKEN ?? '' },
        payload: { userId: leaving.userId, email: leaving.email },
      })
    const first = await erase()
    expect(first.json()).toMatchObject({
      service: 'teachers',
      changed: { insights: 1, auditNotes: 1, reports: 1, helpfulVotes: 1 },
    })
    // The insight they found helpful counts one fewer.
    const voted = await teachers.app.db
      .selectFrom('ratings')
      .select('helpful_count')
      .where('id', '=', theirs.body.data.id)
      .executeTakeFirstOrThrow()
    expect(voted.helpful_count).toBe(0)

    const { db } = teachers.app
    const row = await db.selectFrom('ratings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'public', note: ERASED_NOTE, r_all: 4, r_nice: 5, r_hard: 2 })
    expect(row.author_id).not.toBe(leaving.userId)
    const list = await teachers.call(
      other,
      'GET',
      `/api/private/teacher/rating/list?teacher_id=${lecturer.id}`,
    )
    expect(list.body.data.map((r: { note: string }) => r.note)).toContain(ERASED_NOTE)
    const audit = await (db as unknown as Kysely<KitDatabase>)
      .selectFrom('kit_audit_log')
      .select('details')
      .where('subject_id', '=', String(id))
      .execute()
    expect(JSON.stringify(audit)).not.toContain('Lan')
    const reports = await db
      .selectFrom('rating_reports')
      .selectAll()
      .where('rating_id', '=', report.id)
      .execute()
    expect(reports).toEqual([expect.objectContaining({ reason: 'false', note: '' })])
    expect(reports[0]?.reporter_id).not.toBe(leaving.userId)

    const again = await erase()
    expect(Object.values(again.json().changed).every((n) => n === 0)).toBe(true)
  })
})
