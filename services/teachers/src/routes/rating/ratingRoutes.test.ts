import type { SignedIn } from '@unikit/accounts/testing'
import { testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningTeachers, startTeachers } from '../../testing/startTeachers.ts'

let teachers: RunningTeachers
let staff: SignedIn
let lecturer: { id: number; courses: { id: number; code: string }[] }
let course: number

beforeAll(async () => {
  teachers = await startTeachers()
  staff = await teachers.accounts.staff()
  lecturer = await teachers.lecturer(staff, 'Lê Hoàng Minh', ['COSC2658', 'MATH2081'])
  course = lecturer.courses[0]?.id as number
  for (const name of [
    'Clear explanations',
    'Tough grader',
    'Funny',
    'Caring',
    'Inspiring',
    'Well organised',
  ]) {
    await teachers.call(staff, 'POST', '/api/private/teacher/staff/tag/create', { name })
  }
})
afterAll(() => teachers.close())

const insight = (overrides: Record<string, unknown> = {}) => ({
  teacher_id: lecturer.id,
  course_id: course,
  semester: 1,
  year: 2025,
  note: 'Clear lectures and fair marking.',
  tags: ['Clear explanations'],
  rating: { all: 5, nice: 4, fair: 5, time: 4, hard: 3 },
  ...overrides,
})
const publicList = (who: SignedIn) =>
  teachers.call(who, 'GET', `/api/private/teacher/rating/list?teacher_id=${lecturer.id}&page_size=50`)

describe('providing an insight', () => {
  it('publishes it at once and moves the averages; a second for the same course and semester edits it', async () => {
    const student = await teachers.accounts.student()
    const first = await teachers.call(student, 'POST', '/api/private/teacher/rating/save', insight())
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      created: true,
      data: { status: 'public', mine: true, tags: ['Clear explanations'] },
    })
    const again = await teachers.call(
      student,
      'POST',
      '/api/private/teacher/rating/save',
      insight({ note: 'Changed my mind a little.', rating: { all: 3, nice: 3, fair: 3, time: 3, hard: 3 } }),
    )
    expect(again.body).toMatchObject({
      created: false,
      data: { id: first.body.data.id, note: 'Changed my mind a little.' },
    })
    const mine = await teachers.call(student, 'GET', `/api/private/teacher/rating/list?author_id=me`)
    expect(mine.body.total).toBe(1)
    const page = await teachers.call(student, 'GET', `/api/private/teacher/get?id=${lecturer.id}`)
    expect(page.body.data.all_time).toMatchObject({ count: 1, all: 3 })
    expect(page.body.data.top_tags).toEqual([{ name: 'Clear explanations', count: 1 }])
    // The reader never learns who wrote an insight.
    const other = await teachers.accounts.student()
    const seen = (await publicList(other)).body.data[0]
    expect(seen).toMatchObject({ mine: false, note: 'Changed my mind a little.' })
    expect(JSON.stringify(seen)).not.toContain(student.userId)
  })

  it('refuses a year before 2018 or after this year, six tags, and a tag not on the list', async () => {
    const student = await teachers.accounts.student()
    const save = (body: object) => teachers.call(student, 'POST', '/api/private/teacher/rating/save', body)
    expect((await save(insight({ year: 2017 }))).status).toBe(400)
    const nextYear = new Date().getUTCFullYear() + 1
    expect(await save(insight({ year: nextYear }))).toMatchObject({
      status: 400,
      body: { error: { code: 'YEAR_OUT_OF_RANGE' } },
    })
    const six = ['Clear explanations', 'Tough grader', 'Funny', 'Caring', 'Inspiring', 'Well organised']
    expect((await save(insight({ tags: six }))).status).toBe(400)
    expect(await save(insight({ tags: ['Made up'] }))).toMatchObject({
      status: 400,
      body: { error: { code: 'UNKNOWN_TAG' } },
    })
    expect(await save(insight({ course_id: 999 }))).toMatchObject({
      status: 400,
      body: { error: { code: 'COURSE_NOT_TAUGHT' } },
    })
    expect((await save(insight({ note: '' }))).status).toBe(400)
    expect((await save(insight({ semester: 4 }))).status).toBe(400)
    expect(
      (await teachers.call(student, 'GET', '/api/private/teacher/rating/list?author_id=me')).body.total,
    ).toBe(0)
  })

  it('is not for staff, and only staff set a status', async () => {
    expect(await teachers.call(staff, 'POST', '/api/private/teacher/rating/save', insight())).toMatchObject({
      status: 403,
      body: { error: { code: 'STAFF_CANNOT_RATE' } },
    })
    const student = await teachers.accounts.student()
    const saved = await teachers.call(
      student,
      'POST',
      '/api/private/teacher/rating/save',
      insight({ semester: 2 }),
    )
    const setStatus = await teachers.call(student, 'POST', '/api/private/teacher/rating/set_status', {
      id: saved.body.data.id,
      status: 'hidden',
      reason: 'mine',
    })
    expect(setStatus.status).toBe(403)
  })

  it('holds flagged words for staff: invisible to other students until published', async () => {
    const author = await teachers.accounts.student()
    const saved = await teachers.call(
      author,
      'POST',
      '/api/private/teacher/rating/save',
      insight({ semester: 3, note: 'Dạy như lồn, vcl' }),
    )
    expect(saved.body.data.status).toBe('pending')
    const reader = await teachers.accounts.student()
    const ids = (await publicList(reader)).body.data.map((row: { id: number }) => row.id)
    expect(ids).not.toContain(saved.body.data.id)
    // Listing someone else's insights by author is refused: it would say who wrote what.
    const byAuthor = await teachers.call(
      reader,
      'GET',
      `/api/private/teacher/rating/list?author_id=${author.userId}`,
    )
    expect(byAuthor.status).toBe(403)
    const queue = await teachers.call(staff, 'GET', '/api/private/teacher/staff/queue?queue=pending')
    expect(queue.body.data).toEqual([
      expect.objectContaining({ id: saved.body.data.id, flagged: expect.arrayContaining(['lồn', 'vcl']) }),
    ])
    const published = await teachers.call(staff, 'POST', '/api/private/teacher/rating/set_status', {
      id: saved.body.data.id,
      status: 'public',
    })
    expect(published.status).toBe(200)
    expect((await publicList(reader)).body.data.map((row: { id: number }) => row.id)).toContain(
      saved.body.data.id,
    )
    const audit = await teachers.call(staff, 'GET', '/api/private/teachers/staff/audit')
    expect(audit.body.data[0]).toMatchObject({
      action: 'rating.publish',
      subjectId: String(saved.body.data.id),
    })
  })

  it('holds an insight for three reports from accounts verified a week or more, never for newer ones', async () => {
    const author = await teachers.accounts.student()
    const saved = await teachers.call(
      author,
      'POST',
      '/api/private/teacher/rating/save',
      insight({ year: 2024 }),
    )
    const id = saved.body.data.id
    const report = (who: SignedIn, body: object = {}) =>
      teachers.call(who, 'POST', '/api/private/teacher/rating/report', { id, reason: 'abusive', ...body })
    expect((await report(author)).body.error.code).toBe('CANNOT_REPORT_OWN')
    const listed = async () => (await publicList(author)).body.data.map((row: { id: number }) => row.id)

    // Three accounts verified today: queued for staff, the insight stays up.
    const fresh = [
      await teachers.accounts.student(),
      await teachers.accounts.student(),
      await teachers.accounts.student(),
    ]
    for (const reporter of fresh) expect((await report(reporter)).status).toBe(200)
    expect(await report(fresh[0] as SignedIn)).toMatchObject({
      status: 409,
      body: { error: { code: 'ALREADY_REPORTED' } },
    })
    expect(await listed()).toContain(id)
    const queued = await teachers.call(staff, 'GET', '/api/private/teacher/staff/queue?queue=reported')
    const row = queued.body.data.find((item: { id: number }) => item.id === id)
    expect(row).toMatchObject({ status: 'public' })
    expect(row.reports).toEqual(
      Array(3).fill(expect.objectContaining({ reason: 'abusive', verified_days: 0, trusted: false })),
    )

    // Two older ones are not yet three; the third holds it until staff decide.
    const older = [
      await teachers.accounts.student({ verifiedDaysAgo: 8 }),
      await teachers.accounts.student({ verifiedDaysAgo: 30 }),
      await teachers.accounts.student({ verifiedDaysAgo: 400 }),
    ]
    await report(older[0] as SignedIn)
    await report(older[1] as SignedIn, { reason: 'other', note: 'Names a classmate' })
    expect(await listed()).toContain(id)
    await report(older[2] as SignedIn, { reason: 'personal' })
    expect(await listed()).not.toContain(id)
    const held = await teachers.call(staff, 'GET', '/api/private/teacher/staff/queue?queue=reported')
    const heldRow = held.body.data.find((item: { id: number }) => item.id === id)
    expect(heldRow.status).toBe('reported')
    expect(heldRow.reports.slice(3)).toEqual([
      expect.objectContaining({ verified_days: 8, trusted: true }),
      expect.objectContaining({ reason: 'other', note: 'Names a classmate', verified_days: 30 }),
      expect.objectContaining({ reason: 'personal', verified_days: 400, trusted: true }),
    ])

    expect(
      (await teachers.call(staff, 'POST', '/api/private/teacher/rating/set_status', { id, status: 'hidden' }))
        .body.error.code,
    ).toBe('REASON_REQUIRED')
    const hidden = await teachers.call(staff, 'POST', '/api/private/teacher/rating/set_status', {
      id,
      status: 'hidden',
      reason: 'Reported as abusive',
    })
    expect(hidden.status).toBe(200)
    const after = await teachers.call(staff, 'GET', '/api/private/teacher/staff/queue?queue=reported')
    expect(after.body.data.map((item: { id: number }) => item.id)).not.toContain(id)
  })

  it('asks a report for "something else" to say what, and keeps nothing of a refused one', async () => {
    const author = await teachers.accounts.student()
    const saved = await teachers.call(
      author,
      'POST',
      '/api/private/teacher/rating/save',
      insight({ year: 2021 }),
    )
    const reporter = await teachers.accounts.student()
    const report = (body: object) =>
      teachers.call(reporter, 'POST', '/api/private/teacher/rating/report', {
        id: saved.body.data.id,
        ...body,
      })
    expect(await report({ reason: 'other', note: '   ' })).toMatchObject({
      status: 400,
      body: { error: { code: 'REPORT_NOTE_REQUIRED' } },
    })
    expect((await report({ reason: 'rude' })).status).toBe(400)
    expect((await report({ reason: 'other', note: 'Advertises a tutoring service' })).status).toBe(200)
  })
})

describe('Download my data', () => {
  it('gives a student their own insights and reports, and nobody else’s', async () => {
    const author = await teachers.accounts.student()
    const saved = await teachers.call(
      author,
      'POST',
      '/api/private/teacher/rating/save',
      insight({ year: 2022 }),
    )
    const mine = await teachers.call(author, 'GET', '/api/private/teachers/me/export')
    expect(mine.body).toMatchObject({
      service: 'teachers',
      data: { insights: [expect.objectContaining({ id: saved.body.data.id })] },
    })
    const other = await teachers.accounts.student()
    expect((await teachers.call(other, 'GET', '/api/private/teachers/me/export')).body.data).toEqual({
      insights: [],
      reports: [],
      helpful: [],
      starredCourses: [],
    })
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('saving on PostgreSQL, many at once', () => {
  it('leaves one insight when one student saves the same course and semester twenty times at once', async () => {
    const student = await teachers.accounts.student()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        teachers.call(
          student,
          'POST',
          '/api/private/teacher/rating/save',
          insight({ year: 2023, note: `Try ${index}` }),
        ),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(answers.filter((answer) => answer.body.created)).toHaveLength(1)
    const mine = await teachers.call(student, 'GET', '/api/private/teacher/rating/list?author_id=me')
    expect(mine.body.total).toBe(1)
  })

  it('holds an insight when three trusted reports arrive at once: none misses the others', async () => {
    const author = await teachers.accounts.student()
    const saved = await teachers.call(
      author,
      'POST',
      '/api/private/teacher/rating/save',
      insight({ year: 2020 }),
    )
    const reporters = await Promise.all(
      Array.from({ length: 3 }, () => teachers.accounts.student({ verifiedDaysAgo: 30 })),
    )
    const answers = await Promise.all(
      reporters.map((reporter) =>
        teachers.call(reporter, 'POST', '/api/private/teacher/rating/report', {
          id: saved.body.data.id,
          reason: 'abusive',
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const own = await teachers.call(author, 'GET', '/api/private/teacher/rating/list?author_id=me')
    expect(own.body.data[0]).toMatchObject({ id: saved.body.data.id, status: 'reported' })
  })
})
