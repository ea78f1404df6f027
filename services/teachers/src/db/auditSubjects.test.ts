import type { SignedIn } from '@unikit/accounts/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningTeachers, startTeachers } from '../testing/startTeachers.ts'

let teachers: RunningTeachers
let staff: SignedIn

beforeAll(async () => {
  teachers = await startTeachers()
  staff = await teachers.accounts.staff()
})
afterAll(() => teachers.close())

describe("the feedback desk's audit log", () => {
  it('names the staff member, the lecturer, the insight, the course and a deleted tag', async () => {
    const lecturer = await teachers.lecturer(staff, 'Trần Thị Lan', ['ECON1192'])
    const student = await teachers.accounts.student()
    const saved = await teachers.call(student, 'POST', '/api/private/teacher/rating/save', {
      teacher_id: lecturer.id,
      course_id: lecturer.courses[0]?.id,
      semester: 1,
      year: 2025,
      note: 'Clear lectures and fair marking.',
      tags: [],
      rating: { all: 5, nice: 4, fair: 5, time: 4, hard: 3 },
    })
    const insight = saved.body.data.id
    const hidden = await teachers.call(staff, 'POST', '/api/private/teacher/rating/set_status', {
      id: insight,
      status: 'hidden',
      reason: 'Names another student',
    })
    expect(hidden.status).toBe(200)
    const tag = (
      await teachers.call(staff, 'POST', '/api/private/teacher/staff/tag/create', { name: 'Strict' })
    ).body.data
    await teachers.call(staff, 'POST', '/api/private/teacher/staff/tag/delete', { id: tag.id })

    const audit = await teachers.call(staff, 'GET', '/api/private/teachers/staff/audit?limit=6')
    expect(
      audit.body.data.map((entry: { action: string; subjectName: string }) => [
        entry.action,
        entry.subjectName,
      ]),
    ).toEqual([
      ['tag.delete', 'Strict'],
      ['tag.create', 'Strict'],
      ['rating.hide', `Insight ${insight} on Trần Thị Lan`],
      ['teacher.create', 'Trần Thị Lan'],
      ['course.create', 'ECON1192 Course ECON1192'],
    ])
    expect(audit.body.data[0]).toMatchObject({ actorEmail: staff.email, actorName: expect.any(String) })
  })
})
